import { CursorMessages } from "@saheli/core/cursor";
import { NotificationLimits } from "@saheli/core/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;

type Page = { items: { id: string; title: string }[]; unread_count: number; next_cursor: string | null };

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  // 230 for Asha, three to each instant (to the microsecond) so pages end inside ties; every tenth dismissed.
  await rows(
    app,
    `insert into notifications (recipient_id, type, title, message, created_at, dismissed_at)
     select $1, 'like', 'Note ' || g, 'Someone liked your post',
            timestamptz '2026-01-01 10:00:00.123456+00' - ((g / 3) || ' seconds')::interval,
            case when g % 10 = 0 then now() end
     from generate_series(0, 229) g`,
    [asha.id],
  );
  await rows(
    app,
    `insert into notifications (recipient_id, type, title, message) values ($1, 'like', 'For Bela', 'Hers')`,
    [bela.id],
  );
});
afterAll(() => app.close());

const get = (who: Member, cursor?: string) =>
  as(app, who).get(`/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);

describe("notification paging by cursor", () => {
  it("shows each of hers once, newest first, a page at a time, dismissed ones left out", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 5; n++) {
      const res = await get(asha, cursor);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page;
      expect(page.items.length).toBeLessThanOrEqual(NotificationLimits.listMax);
      expect(page.unread_count).toBe(207);
      seen.push(...page.items.map((i) => i.title));
      cursor = page.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(cursor).toBeUndefined();
    const expected = Array.from({ length: 230 }, (_, g) => g).filter((g) => g % 10 !== 0);
    expect(seen).toHaveLength(expected.length);
    expect(new Set(seen).size).toBe(expected.length);
    const instants = seen.map((t) => Math.floor(Number(t.replace("Note ", "")) / 3));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it("never shows her page to someone else with her cursor, and refuses a forged one", async () => {
    const first = (await get(asha)).json() as Page;
    const theirs = (await get(bela, first.next_cursor ?? undefined)).json() as Page;
    expect(theirs.items.map((i) => i.title)).toEqual([]);
    const forged = await get(asha, "not-a-cursor");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toContain(CursorMessages.invalid);
  });
});
