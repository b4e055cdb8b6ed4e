import { FeedMessages } from "@saheli/core/feed";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, errorOf, rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let bela: Member;
let chitra: Member;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
});
afterEach(() => app.close());

const publish = async (who: Member, body: object) => (await as(app, who).post("/api/posts", body)).json();
const ownImage = (who: Member, name: string) => `/media/post-media/${who.id}/${name}.jpg`;

describe("editing a post keeps its earlier versions (issue 21 §6)", () => {
  it("marks the post edited and shows the versions to her alone, newest first", async () => {
    const post = await publish(asha, {
      content: "Block printing on Saturday",
      image_urls: [ownImage(asha, "a")],
    });
    expect(post.edited_at).toBeNull();
    clock.advance(60_000);
    const first = await as(app, asha).patch(`/api/posts/${post.id}`, { content: "Block printing on Sunday" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      content: "Block printing on Sunday",
      edited_at: clock.now().toISOString(),
    });
    clock.advance(60_000);
    await as(app, asha).patch(`/api/posts/${post.id}`, {
      visibility: "connections",
      image_urls: [ownImage(asha, "b")],
    });

    const versions = await as(app, asha).get(`/api/posts/${post.id}/versions`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json().items).toMatchObject([
      { content: "Block printing on Sunday", visibility: "public", image_urls: [ownImage(asha, "a")] },
      { content: "Block printing on Saturday", visibility: "public", written_at: post.created_at },
    ]);

    // Nobody else reads them: another member, and a guest.
    const nosy = await as(app, bela).get(`/api/posts/${post.id}/versions`);
    expect(nosy.statusCode).toBe(404);
    expect(errorOf(nosy).message).toBe(FeedMessages.postNotFound);
    expect((await as(app, new CookieJar()).get(`/api/posts/${post.id}/versions`)).statusCode).toBe(401);
  });

  it("keeps no version for a change readers do not see, nor for a refused edit", async () => {
    const post = await publish(asha, { content: "Open studio" });
    const options = await as(app, asha).patch(`/api/posts/${post.id}`, { allow_comments: false });
    expect(options.json()).toMatchObject({ allow_comments: false, edited_at: null });
    const same = await as(app, asha).patch(`/api/posts/${post.id}`, { content: "Open studio" });
    expect(same.json().edited_at).toBeNull();

    const foreign = await as(app, asha).patch(`/api/posts/${post.id}`, { image_urls: [ownImage(bela, "x")] });
    expect(errorOf(foreign).message).toBe("Images must be uploaded to Saheli first.");
    const notHers = await as(app, bela).patch(`/api/posts/${post.id}`, { content: "Mine now" });
    expect(notHers.statusCode).toBe(403);
    expect(await rows(app, "select id from post_versions")).toEqual([]);
    expect((await as(app, asha).get(`/api/posts/${post.id}/versions`)).json()).toEqual({ items: [] });
  });
});

describe("who reacted (doc 1 §3: per-type reaction counts)", () => {
  it("counts reactions by type on the card and lists people per type, newest first", async () => {
    const post = await publish(asha, { content: "Our new indigo range" });
    await as(app, bela).post(`/api/posts/${post.id}/reactions`, { reaction_type: "love" });
    clock.advance(1000);
    await as(app, chitra).post(`/api/posts/${post.id}/reactions`, { reaction_type: "love" });
    clock.advance(1000);
    await as(app, asha).post(`/api/posts/${post.id}/reactions`, { reaction_type: "celebrate" });

    const card = (await as(app, bela).get(`/api/posts/${post.id}`)).json();
    expect(card.reaction_count).toBe(3);
    expect(card.reaction_counts).toEqual({
      like: 0,
      love: 2,
      celebrate: 1,
      support: 0,
      insightful: 0,
      funny: 0,
    });

    const all = (await as(app, new CookieJar()).get(`/api/posts/${post.id}/reactions`)).json();
    expect(all.total).toBe(3);
    expect(all.counts).toMatchObject({ love: 2, celebrate: 1 });
    expect(all.items.map((p: { full_name: string }) => p.full_name)).toEqual([
      "Asha Rao",
      "Chitra Iyer",
      "Bela Shah",
    ]);
    const loves = (await as(app, bela).get(`/api/posts/${post.id}/reactions?type=love`)).json();
    expect(loves.items).toMatchObject([
      { full_name: "Chitra Iyer", reaction_type: "love" },
      { full_name: "Bela Shah", reaction_type: "love" },
    ]);
    expect(loves.next_cursor).toBeNull();
  });

  it("pages 20 at a time without repeats, and hides a post the viewer may not read", async () => {
    const post = await publish(asha, { content: "Diwali orders open" });
    const people = await Promise.all(
      Array.from({ length: 23 }, (_, i) => member(app, `fan${i}@example.in`, { full_name: `Fan ${i}` })),
    );
    for (const fan of people) {
      await as(app, fan).post(`/api/posts/${post.id}/reactions`, { reaction_type: "like" });
      clock.advance(10);
    }
    const first = (await as(app, bela).get(`/api/posts/${post.id}/reactions`)).json();
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await as(app, bela).get(
        `/api/posts/${post.id}/reactions?cursor=${encodeURIComponent(first.next_cursor)}`,
      )
    ).json();
    expect(second.items).toHaveLength(3);
    expect(second.next_cursor).toBeNull();
    const names = [...first.items, ...second.items].map((p: { full_name: string }) => p.full_name);
    expect(new Set(names).size).toBe(23);
    expect(names[0]).toBe("Fan 22");

    const hidden = await publish(asha, { content: "Only me", visibility: "private" });
    const refused = await as(app, bela).get(`/api/posts/${hidden.id}/reactions`);
    expect(refused.statusCode).toBe(404);
  });
});

describe("repost counts", () => {
  it("counts reposts on the original and floors at zero when undone", async () => {
    const post = await publish(asha, { content: "Handloom fair" });
    await as(app, bela).post(`/api/posts/${post.id}/repost`, {});
    await as(app, chitra).post(`/api/posts/${post.id}/repost`, { comment: "Going!" });
    expect((await as(app, asha).get(`/api/posts/${post.id}`)).json().repost_count).toBe(2);
    await as(app, bela).del(`/api/posts/${post.id}/repost`);
    await as(app, bela).del(`/api/posts/${post.id}/repost`);
    expect((await as(app, asha).get(`/api/posts/${post.id}`)).json().repost_count).toBe(1);
  });
});

describe("her engagement rate over 30 days (doc 1 §9)", () => {
  it("is (reactions + comments) / views × 100 over her posts of the last 30 days", async () => {
    const old = await publish(asha, { content: "Last season" });
    await as(app, bela).post(`/api/posts/${old.id}/reactions`, { reaction_type: "like" });
    // Published 31 days ago: outside the window.
    await rows(app, "update posts set created_at = $2 where id = $1", [
      old.id,
      new Date(clock.now().getTime() - 31 * 86_400_000).toISOString(),
    ]);
    const post = await publish(asha, { content: "This season" });
    await as(app, bela).post(`/api/posts/${post.id}/reactions`, { reaction_type: "like" });
    await as(app, chitra).post(`/api/posts/${post.id}/comments`, { content: "Lovely" });
    for (const who of [bela, chitra]) await as(app, who).post(`/api/posts/${post.id}/view`);
    const mine = await as(app, asha).get("/api/me/post-insights");
    expect(mine.json()).toEqual({
      days: 30,
      posts: 1,
      views: 2,
      reactions: 1,
      comments: 1,
      engagement_rate: 100,
    });
    expect((await as(app, new CookieJar()).get("/api/me/post-insights")).statusCode).toBe(401);
  });
});
