import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { App } from "../../src/app.js";
import type { BusEvent } from "../../src/platform/bus.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let chitra: Member;

beforeEach(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
  await rows(app, "update profiles set username = 'chitra_iyer' where id = $1", [chitra.id]);
});
afterEach(() => app.close());

const notificationsOf = async (who: Member) =>
  (await rows(
    app,
    "select type, message, actor_id, action_url from notifications where recipient_id = $1 order by created_at, type",
    [who.id],
  )) as {
    type: string;
    message: string;
  }[];

describe("notifications and bus events from the feed", () => {
  it("tells the author about reactions (once), comments and replies, and the mentioned about a mention", async () => {
    const feedEvents: BusEvent[] = [];
    const postEvents: BusEvent[] = [];
    await app.deps.bus.subscribe("feed", (event) => feedEvents.push(event));
    const id = (
      await as(app, asha).post("/api/posts", { content: "Thanks @chitra_iyer and @asha_self!" })
    ).json().id;
    await app.deps.bus.subscribe(`post:${id}`, (event) => postEvents.push(event));
    // With Redis the events arrive a moment later.
    await vi.waitFor(() =>
      expect(feedEvents).toEqual([{ name: "new-post", data: { id, author_id: asha.id } }]),
    );
    expect(await notificationsOf(chitra)).toEqual([
      expect.objectContaining({ type: "post_mention", message: "Asha Rao mentioned you in a post" }),
    ]);

    await as(app, bela).post(`/api/posts/${id}/reactions`, { reaction_type: "like" });
    await as(app, bela).post(`/api/posts/${id}/reactions`, { reaction_type: "love" });
    await as(app, asha).post(`/api/posts/${id}/reactions`, { reaction_type: "like" });
    const top = (await as(app, bela).post(`/api/posts/${id}/comments`, { content: "Lovely!" })).json();
    await as(app, chitra).post(`/api/posts/${id}/comments`, { content: "Agreed", parent_comment_id: top.id });

    expect((await notificationsOf(asha)).map((n) => n.message)).toEqual([
      "Bela Shah reacted to your post",
      "Bela Shah commented on your post",
      "Chitra Iyer commented on your post",
    ]);
    expect(await notificationsOf(bela)).toEqual([
      expect.objectContaining({ type: "comment_reply", message: "Chitra Iyer replied to your comment" }),
    ]);
    await vi.waitFor(() =>
      expect(postEvents.map((e) => e.name)).toEqual([
        "reaction-changed",
        "reaction-changed",
        "reaction-changed",
        "comment-added",
        "comment-added",
      ]),
    );
  });

  it("tells only the first 20 distinct people a post mentions, and keeps only those as its mentions", async () => {
    const makers = await Promise.all(
      Array.from({ length: 22 }, (_, n) => member(app, `maker${n}@example.in`, { full_name: `Maker ${n}` })),
    );
    await Promise.all(
      makers.map((who, n) =>
        rows(app, "update profiles set username = $2 where id = $1", [who.id, `maker_${n}`]),
      ),
    );
    const names = makers.map((_, n) => `@maker_${n}`);
    const res = await as(app, asha).post("/api/posts", { content: `Hello @maker_0 and ${names.join(" ")}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().mentions).toEqual(names.slice(0, 20).map((name) => name.slice(1)));
    const told = await rows(
      app,
      "select recipient_id from notifications where type = 'post_mention' and context_id = $1",
      [res.json().id],
    );
    expect(told.map((row) => row.recipient_id).sort()).toEqual(
      makers
        .slice(0, 20)
        .map((who) => who.id)
        .sort(),
    );
  });

  it("tells only mentioned people who can open the post", async () => {
    await as(app, asha).post("/api/posts", {
      content: "Diary note about @chitra_iyer",
      visibility: "private",
    });
    expect(await notificationsOf(chitra)).toEqual([]);
  });

  it("tells nobody across a block", async () => {
    const id = (await as(app, asha).post("/api/posts", { content: "Hello" })).json().id;
    await as(app, asha).post(`/api/people/${bela.id}/block`);
    await as(app, asha).post("/api/posts", { content: "Hi @chitra_iyer" });
    await as(app, chitra).post(`/api/people/${asha.id}/block`);
    expect(await notificationsOf(chitra)).toEqual([expect.objectContaining({ type: "post_mention" })]);
    expect(
      (await as(app, bela).post(`/api/posts/${id}/reactions`, { reaction_type: "like" })).statusCode,
    ).toBe(404);
    expect(await notificationsOf(asha)).toEqual([]);
  });
});
