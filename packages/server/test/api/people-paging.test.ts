import { CursorMessages } from "@saheli/core/cursor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let fans: Member[];

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  fans = [];
  for (let i = 0; i < 12; i++) fans.push(await member(app, `fan${i}@example.in`, { full_name: `Fan ${i}` }));
  // Twelve follow her and she follows them back, three at each instant (to the microsecond), and she is
  // connected with each: every list has pages that end inside ties.
  await rows(
    app,
    `insert into follows (follower_id, following_id, created_at)
     select f.id, $1, timestamptz '2026-01-01 10:00:00.123456+00' - ((f.n / 3) || ' seconds')::interval
     from (select id, row_number() over (order by id) as n from profiles where id = any($2::uuid[])) f
     union all
     select $1, f.id, timestamptz '2026-01-01 10:00:00.123456+00' - ((f.n / 3) || ' seconds')::interval
     from (select id, row_number() over (order by id) as n from profiles where id = any($2::uuid[])) f`,
    [asha.id, fans.map((f) => f.id)],
  );
  await rows(
    app,
    `insert into connections (sender_id, receiver_id, status, updated_at)
     select $1, f.id, 'accepted', timestamptz '2026-01-01 10:00:00.123456+00' - ((f.n / 3) || ' seconds')::interval
     from (select id, row_number() over (order by id) as n from profiles where id = any($2::uuid[])) f`,
    [asha.id, fans.map((f) => f.id)],
  );
});
afterAll(() => app.close());

describe("people lists page by cursor", () => {
  for (const kind of ["followers", "following", "connections"]) {
    it(`shows each of her ${kind} once, newest first, across pages`, async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let n = 0; n < 10; n++) {
        const res = await as(app, fans[0]!).get(
          `/api/people/${asha.id}/${kind}?limit=5${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { items: { full_name: string }[]; next_cursor: string | null };
        expect(body.items.length).toBeLessThanOrEqual(5);
        seen.push(...body.items.map((p) => p.full_name));
        cursor = body.next_cursor;
        if (!cursor) break;
      }
      expect(cursor).toBeNull();
      expect(seen.sort()).toEqual(fans.map((_, i) => `Fan ${i}`).sort());
    });
  }

  it("refuses a forged cursor", async () => {
    const res = await as(app, fans[0]!).get(`/api/people/${asha.id}/followers?cursor=not-a-cursor`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(CursorMessages.invalid);
  });
});
