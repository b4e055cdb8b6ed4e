import { CursorMessages, decodeCursor, encodeCursor, toBase64Url } from "@saheli/core/cursor";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let bela: Member;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
});
afterEach(() => app.close());

type Page = { items: { id: string; content: string }[]; next_cursor: string | null };

/** 45 posts by Asha, three to each instant (to the microsecond), so pages end in the middle of ties. */
async function seedTies(scores = false) {
  await rows(
    app,
    `insert into posts (user_id, content, created_at, updated_at, engagement_score)
     select $1, 'Seed ' || g, timestamptz '2026-01-01 10:00:00.123456+00' - ((g / 3) || ' seconds')::interval, now(),
            case when $2 then g % 4 else 0 end
     from generate_series(0, 44) g`,
    [asha.id, scores],
  );
}

async function walk(path: string, limit: number, between?: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 30; page++) {
    const separator = path.includes("?") ? "&" : "?";
    const res = await as(app, bela).get(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Page;
    expect(body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...body.items.map((item) => item.content));
    cursor = body.next_cursor;
    if (!cursor) return seen;
    await between?.(page);
  }
  throw new Error("the feed never ended");
}

describe("feed paging by cursor", () => {
  it("shows every post once across pages while new posts arrive, ties included", async () => {
    await seedTies();
    const seen = await walk("/api/feed", 10, async (page) => {
      clock.advance(6000);
      const res = await as(app, asha).post("/api/posts", { content: `Arrived after page ${page}` });
      expect(res.statusCode).toBe(200);
    });
    const seeded = seen.filter((content) => content.startsWith("Seed "));
    expect(seeded).toHaveLength(45);
    expect(new Set(seeded)).toEqual(new Set(Array.from({ length: 45 }, (_, g) => `Seed ${g}`)));
    // Newest first: each instant's three posts come before the next older instant's.
    expect(seeded.map((content) => Math.floor(Number(content.slice(5)) / 3))).toEqual(
      [...Array(15).keys()].flatMap((n) => [n, n, n]),
    );
    // Posts newer than the first page do not push older ones onto the next page twice.
    expect(seen.filter((content) => content.startsWith("Arrived"))).toEqual([]);
  });

  it("pages the top feed by score, then time, then id, without duplicates or gaps", async () => {
    await seedTies(true);
    const seen = await walk("/api/feed?sort=top", 7);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    const scores = seen.map((content) => Number(content.slice(5)) % 4);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("goes on after a cursor whose post was deleted since", async () => {
    await seedTies();
    const first = (await as(app, bela).get("/api/feed?limit=10")).json() as Page;
    const last = first.items.at(-1)?.id;
    await rows(app, "update posts set is_deleted = true where id = $1", [last]);
    const second = (await as(app, bela).get(`/api/feed?limit=10&cursor=${first.next_cursor}`)).json() as Page;
    const instant = (content: string) => Math.floor(Number(content.slice(5)) / 3);
    // Page one ends one post into the fourth instant; page two starts with that instant's other two.
    expect(second.items.map((item) => instant(item.content))).toEqual([3, 3, 4, 4, 4, 5, 5, 5, 6, 6]);
    expect(second.items).toHaveLength(10);
    expect(second.items.some((item) => first.items.some((seen) => seen.id === item.id))).toBe(false);
  });

  it("pages a person's posts and a group's feed by cursor too", async () => {
    await seedTies();
    const theirs = await walk(`/api/people/${asha.id}/posts`, 20);
    expect(new Set(theirs).size).toBe(45);
    const group = await as(app, asha).post("/api/groups", { name: "Weavers", description: "Loom talk" });
    expect(group.statusCode, group.body).toBe(200);
    await rows(app, "update posts set group_id = $1", [group.json().id]);
    const inGroup = await walk(`/api/groups/${group.json().id}/posts`, 20);
    expect(new Set(inGroup).size).toBe(45);
  });

  it("refuses a forged, foreign or stale-format cursor with a 400 that says to reload", async () => {
    await seedTies();
    const top = (await as(app, bela).get("/api/feed?sort=top&limit=5")).json() as Page;
    const recent = (await as(app, bela).get("/api/feed?limit=5")).json() as Page;
    const key = decodeCursor(recent.next_cursor ?? "");
    expect(key).not.toBeNull();
    const forged = [
      "980", // the old offset
      "%00",
      toBase64Url(`[1,"2026-01-01T10:00:00Z","1' or '1'='1"]`),
      toBase64Url(`[9,"2026-01-01T10:00:00Z","${asha.id}"]`),
      "A".repeat(300),
    ];
    for (const path of ["/api/feed", `/api/people/${asha.id}/posts`, "/api/saved-posts"]) {
      for (const cursor of forged) {
        const res = await as(app, bela).get(`${path}?cursor=${encodeURIComponent(cursor)}`);
        expect(res.statusCode, `${path} ${cursor}`).toBe(400);
        expect(res.json().error.message).toContain(CursorMessages.invalid);
      }
    }
    // A cursor of one order is not read as the other.
    for (const [path, cursor] of [
      ["/api/feed", top.next_cursor],
      ["/api/feed?sort=top", recent.next_cursor],
      [`/api/people/${asha.id}/posts`, encodeCursor({ ...key!, score: 1 })],
    ] as const) {
      const res = await as(app, bela).get(`${path}${path.includes("?") ? "&" : "?"}cursor=${cursor}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error).toEqual({ code: expect.any(String), message: CursorMessages.invalid });
    }
  });
});
