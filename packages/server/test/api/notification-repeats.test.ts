import { NotificationLimits } from "@saheli/core/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { category, openShop } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  await category(app, "Sarees");
});
afterAll(() => app.close());

const told = async (who: Member, type: string) =>
  (
    await rows(app, "select context_id from notifications where recipient_id = $1 and type = $2", [
      who.id,
      type,
    ])
  ).length;

/** Her notifications so far moved back past the window (moving the clock would end the sessions too). */
const anHourLater = (who: Member) =>
  rows(
    app,
    "update notifications set created_at = created_at - $2::int * interval '1 millisecond' where recipient_id = $1",
    [who.id, NotificationLimits.repeatWindowMs + 1000],
  );

describe("the same news is told once an hour", () => {
  it("does not tell her again when a reaction is taken back and given again", async () => {
    const post = (await as(app, asha).post("/api/posts", { content: "Our new loom" })).json();
    const react = (type: string) =>
      as(app, bela).post(`/api/posts/${post.id}/reactions`, { reaction_type: type });
    await react("like");
    await react("like");
    await react("love");
    await react("love");
    await react("celebrate");
    expect(await told(asha, "like")).toBe(1);

    await anHourLater(asha);
    await react("celebrate");
    await react("like");
    expect(await told(asha, "like")).toBe(2);
  });

  it("does not tell a shop's owner again when a follower unfollows and follows again", async () => {
    const shop = await openShop(app, asha, "Asha's Loom", ["Sarees"]);
    const follow = () => as(app, bela).put(`/api/shops/${shop.id}/follow`);
    const unfollow = () => as(app, bela).del(`/api/shops/${shop.id}/follow`);
    expect((await follow()).statusCode).toBe(200);
    await unfollow();
    await follow();
    await unfollow();
    await follow();
    expect(await told(asha, "shop_follow")).toBe(1);

    await anHourLater(asha);
    await unfollow();
    await follow();
    expect(await told(asha, "shop_follow")).toBe(2);
  });

  it("still tells every new comment, each being news of its own", async () => {
    const post = (await as(app, asha).post("/api/posts", { content: "Thoughts on pricing?" })).json();
    await as(app, bela).post(`/api/posts/${post.id}/comments`, { content: "Count your hours" });
    await as(app, bela).post(`/api/posts/${post.id}/comments`, { content: "And the yarn" });
    const comments = await rows(
      app,
      "select id from notifications where recipient_id = $1 and type = 'comment' and action_url = $2",
      [asha.id, `/community/post/${post.id}`],
    );
    expect(comments).toHaveLength(2);
  });
});
