import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cursorParam } from "./contracts/paging";
import { CursorMessages, decodeCursor, encodeCursor, nextCursor, toBase64Url } from "./cursor";

const id = "0b9f6c1e-3d2a-4c5b-8e7f-1a2b3c4d5e6f";

describe("keyset cursors", () => {
  it("round-trips a time and an id, with and without a score", () => {
    const plain = { at: "2026-11-23T10:15:30.123456Z", id };
    expect(decodeCursor(encodeCursor(plain))).toEqual(plain);
    const scored = { ...plain, score: 412.5 };
    expect(decodeCursor(encodeCursor(scored))).toEqual(scored);
    expect(decodeCursor(encodeCursor({ ...plain, score: -0.25 }))).toEqual({ ...plain, score: -0.25 });
  });

  it("is opaque: URL-safe characters only, no raw time or id", () => {
    const cursor = encodeCursor({ at: "2026-11-23T10:15:30Z", id, score: 3 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain(id);
  });

  it("round-trips any instant, id and finite score", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.uuid(),
        fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
        (date, micros, uuid, score) => {
          const at = `${date.toISOString().slice(0, 23)}${String(micros).padStart(3, "0")}Z`;
          const key = score === undefined ? { at, id: uuid } : { at, id: uuid, score };
          const back = decodeCursor(encodeCursor(key));
          expect(back).toEqual({
            ...key,
            id: uuid.toLowerCase(),
            ...(score === undefined ? {} : { score: score === 0 ? 0 : score }),
          });
        },
      ),
    );
  });

  it("refuses what it did not make", () => {
    const b64 = toBase64Url;
    for (const forged of [
      "20", // the old offset cursor
      "not a cursor!",
      "",
      "a",
      "x".repeat(500),
      b64("{}"),
      b64("[1]"),
      b64(`[2,"2026-11-23T10:15:30Z","${id}"]`), // unknown version
      b64(`[1,"2026-11-23 10:15:30","${id}"]`), // not ISO UTC
      b64(`[1,"2026-02-30T10:15:30Z","${id}"]`), // no such day
      b64(`[1,"2026-11-23T10:15:30Z","1; drop table posts"]`),
      b64(`[1,"2026-11-23T10:15:30Z","${id}","5"]`), // score must be a number
      b64(`[1,"2026-11-23T10:15:30Z","${id}",1,2]`),
      b64(`[1,"2026-11-23T10:15:30.1234567Z","${id}"]`), // finer than PostgreSQL keeps
    ]) {
      expect(decodeCursor(forged), forged).toBeNull();
    }
    expect(decodeCursor(b64(`[1,"2026-11-23T10:15:30Z","${id}"]`))).toEqual({
      at: "2026-11-23T10:15:30Z",
      id,
    });
  });

  it("gives the next page's cursor only when a row follows", () => {
    const rows = [1, 2, 3].map((n) => ({ at: `2026-11-2${n}T00:00:00Z`, id }));
    expect(nextCursor(rows, 3, (r) => r)).toBeNull();
    expect(decodeCursor(nextCursor(rows, 2, (r) => r) ?? "")).toEqual(rows[1]);
  });
});

describe("the cursor query parameter", () => {
  it("reads absent or empty as the first page and a good cursor as its key", () => {
    expect(cursorParam.parse(undefined)).toBeNull();
    expect(cursorParam.parse("")).toBeNull();
    const key = { at: "2026-11-23T10:15:30.5Z", id };
    expect(cursorParam.parse(encodeCursor(key))).toEqual(key);
  });

  it("fails with the reload message for a forged cursor", () => {
    const result = cursorParam.safeParse("980");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CursorMessages.invalid);
  });
});
