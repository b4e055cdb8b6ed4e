import { FeedMessages } from "@saheli/core/feed";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
let asha: Member;
let bela: Member;

beforeEach(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
});
afterEach(() => app.close());

const publish = async (who: Member, content: string) =>
  (await as(app, who).post("/api/posts", { content })).json().id as string;
const feed = async (who: Member) =>
  (await as(app, who).get("/api/feed")).json().items as Record<string, unknown>[];

describe("reposts", () => {
  it("shares the original once, with her comment, and counts it", async () => {
    const id = await publish(asha, "Our new indigo range");
    const repost = await as(app, bela).post(`/api/posts/${id}/repost`, { comment: "Gorgeous work #indigo" });
    expect(repost.json()).toMatchObject({
      is_repost: true,
      content: "Gorgeous work #indigo",
      tags: ["indigo"],
      reposted_from: { id, content: "Our new indigo range", author: { full_name: "Asha Rao" } },
    });
    expect(errorMessage(await as(app, bela).post(`/api/posts/${id}/repost`, {}))).toBe(
      FeedMessages.alreadyReposted,
    );
    // Reposting a repost shares the original.
    expect(errorMessage(await as(app, bela).post(`/api/posts/${repost.json().id}/repost`, {}))).toBe(
      FeedMessages.alreadyReposted,
    );
    const original = (await as(app, asha).get(`/api/posts/${id}`)).json();
    expect(original.repost_count).toBe(1);
    expect((await as(app, bela).get(`/api/posts/${id}`)).json().reposted).toBe(true);

    expect((await as(app, bela).del(`/api/posts/${id}/repost`)).statusCode).toBe(204);
    expect((await as(app, bela).del(`/api/posts/${id}/repost`)).statusCode).toBe(204);
    expect((await as(app, asha).get(`/api/posts/${id}`)).json().repost_count).toBe(0);
  });

  it("never shows the original to someone who may not read it", async () => {
    const circle = (
      await as(app, asha).post("/api/posts", { content: "Circle only", visibility: "private" })
    ).json().id;
    expect((await as(app, bela).post(`/api/posts/${circle}/repost`, {})).statusCode).toBe(404);
  });
});

describe("saving, hiding, reporting and views", () => {
  it("saves and lists saved posts, newest saved first", async () => {
    const first = await publish(asha, "First");
    const second = await publish(asha, "Second");
    await as(app, bela).put(`/api/posts/${second}/save`);
    await as(app, bela).put(`/api/posts/${first}/save`);
    const saved = (await as(app, bela).get("/api/saved-posts")).json();
    expect(saved.items.map((p: { id: string }) => p.id)).toEqual([first, second]);
    expect(saved.items[0].saved).toBe(true);
    expect((await as(app, bela).del(`/api/posts/${first}/save`)).json()).toEqual({ saved: false });
    expect((await as(app, bela).get("/api/saved-posts")).json().items).toHaveLength(1);
  });

  it("hides a post from her feed with reasons, and undoes it", async () => {
    const id = await publish(asha, "Hide me");
    expect(
      (await as(app, bela).post(`/api/posts/${id}/hide`, { reasons: ["not_interested"] })).json(),
    ).toEqual({ hidden: true });
    expect(await feed(bela)).toEqual([]);
    expect(await rows(app, "select reasons from hidden_posts")).toEqual([{ reasons: ["not_interested"] }]);
    expect((await feed(asha)).map((p) => p.id)).toEqual([id]);
    await as(app, bela).del(`/api/posts/${id}/hide`);
    expect((await feed(bela)).map((p) => p.id)).toEqual([id]);
  });

  it("reports a post once for the moderators", async () => {
    const id = await publish(asha, "Buy followers cheap!!!");
    const first = await as(app, bela).post(`/api/posts/${id}/report`, {
      reason: "spam",
      description: "Selling followers",
    });
    expect(first.json()).toEqual({ message: FeedMessages.reportReceived });
    expect(errorMessage(await as(app, bela).post(`/api/posts/${id}/report`, { reason: "scam" }))).toBe(
      FeedMessages.alreadyReported,
    );
    expect(await rows(app, "select target_type, reason, status from reports")).toEqual([
      { target_type: "post", reason: "spam", status: "pending" },
    ]);
    const admin = await makeAdmin(app, "moderator@example.in");
    const [listed] = (await as(app, admin).get("/api/admin/reports")).json().items;
    expect(listed).toMatchObject({
      target_type: "post",
      target: { id: asha.id },
      post: { id, excerpt: "Buy followers cheap!!!" },
    });
  });

  it("counts one view per reader and shows the owner her engagement rate", async () => {
    const id = await publish(asha, "Insights");
    await as(app, bela).post(`/api/posts/${id}/view`);
    await as(app, bela).post(`/api/posts/${id}/view`);
    await as(app, asha).post(`/api/posts/${id}/view`);
    await as(app, bela).post(`/api/posts/${id}/reactions`, { reaction_type: "like" });
    expect((await as(app, asha).get(`/api/posts/${id}`)).json().insights).toEqual({
      views: 1,
      engagement_rate: 100,
    });
    expect((await as(app, bela).get(`/api/posts/${id}`)).json().insights).toBeNull();
  });
});
