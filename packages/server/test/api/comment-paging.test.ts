import { CursorMessages } from "@saheli/core/cursor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let postId: string;

type Thread = { id: string; content: string; replies: { content: string }[] };
type Page = { items: Thread[]; next_cursor: string | null };

beforeAll(async () => {
  ({ app } = await createClockedApp());
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  const post = await as(app, asha).post("/api/posts", { content: "Which loom do you use?" });
  postId = post.json().id;
  // 45 top-level comments, three to each instant (to the microsecond), so pages end inside ties; and a reply
  // to each of the first ten.
  await rows(
    app,
    `insert into comments (post_id, user_id, content, created_at, updated_at)
     select $1, $2, 'Comment ' || g, timestamptz '2026-01-01 10:00:00.123456+00' + ((g / 3) || ' seconds')::interval, now()
     from generate_series(0, 44) g`,
    [postId, bela.id],
  );
  await rows(
    app,
    `insert into comments (post_id, user_id, parent_comment_id, content, created_at, updated_at)
     select c.post_id, $2, c.id, 'Reply to ' || c.content, c.created_at + interval '1 hour', now()
     from comments c where c.post_id = $1 and c.content in (${Array.from({ length: 10 }, (_, i) => `'Comment ${i}'`).join(",")})`,
    [postId, asha.id],
  );
});
afterAll(() => app.close());

async function page(cursor: string | null) {
  const res = await as(app, bela).get(`/api/posts/${postId}/comments${cursor ? `?cursor=${cursor}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

describe("comment paging by cursor", () => {
  it("shows every top-level comment once, oldest first, each with its replies", async () => {
    const seen: Thread[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 5; n++) {
      const body: Page = await page(cursor);
      expect(body.items.length).toBeLessThanOrEqual(20);
      seen.push(...body.items);
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((c) => c.id)).size).toBe(45);
    const order = seen.map((c) => Number(c.content.replace("Comment ", "")));
    // Oldest first: each instant's three come before the next instant's.
    expect(order.map((g) => Math.floor(g / 3))).toEqual(
      [...order.map((g) => Math.floor(g / 3))].sort((a, b) => a - b),
    );
    for (const c of seen) {
      const g = Number(c.content.replace("Comment ", ""));
      expect(c.replies.map((r) => r.content)).toEqual(g < 10 ? [`Reply to ${c.content}`] : []);
    }
  });

  it("refuses a forged cursor with a 400 that says to reload", async () => {
    const res = await as(app, bela).get(`/api/posts/${postId}/comments?cursor=not-a-cursor`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(CursorMessages.invalid);
  });
});
