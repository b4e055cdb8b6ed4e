import { NotificationMessages } from "@saheli/core/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
let asha: Member;
let bela: Member;
let admin: Member;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  admin = await makeAdmin(app, "admin@example.in");
});
afterAll(() => app.close());

const inbox = async (who: Member) => (await as(app, who).get("/api/notifications")).json();
async function reactToNewPost(author: Member, reactor: Member) {
  const post = (await as(app, author).post("/api/posts", { content: `Post ${Math.random()}` })).json();
  await as(app, reactor).post(`/api/posts/${post.id}/reactions`, { reaction_type: "like" });
  return post.id as string;
}

describe("her notifications", () => {
  it("lists them newest first, reads, clicks and dismisses, counting unread exactly", async () => {
    await reactToNewPost(asha, bela);
    await reactToNewPost(asha, bela);
    let list = await inbox(asha);
    expect(list.unread_count).toBe(2);
    expect(list.items[0]).toMatchObject({ type: "like", actor: { full_name: "Bela Shah" }, read_at: null });
    const [first, second] = list.items;

    expect((await as(app, asha).patch(`/api/notifications/${first.id}`, { action: "read" })).statusCode).toBe(
      204,
    );
    await as(app, asha).patch(`/api/notifications/${second.id}`, { action: "clicked" });
    list = await inbox(asha);
    expect(list.unread_count).toBe(0);
    expect(list.items.find((n: { id: string }) => n.id === second.id).clicked_at).toEqual(expect.any(String));

    expect((await as(app, asha).del(`/api/notifications/${first.id}`)).statusCode).toBe(204);
    expect((await inbox(asha)).items.map((n: { id: string }) => n.id)).not.toContain(first.id);
  });

  it("marks all as read, and the stats count what is left", async () => {
    await reactToNewPost(bela, asha);
    await reactToNewPost(bela, asha);
    expect((await as(app, bela).get("/api/realtime/stats")).json()).toEqual({
      unreadMessages: 0,
      unreadNotifications: 2,
      pendingOrders: 0,
      totalUnread: 2,
    });
    expect((await as(app, bela).post("/api/notifications/read-all")).statusCode).toBe(204);
    expect((await inbox(bela)).unread_count).toBe(0);
  });

  it("never lets anyone else read, change or dismiss one", async () => {
    await reactToNewPost(asha, bela);
    const [mine] = (await inbox(asha)).items;
    for (const res of [
      await as(app, bela).patch(`/api/notifications/${mine.id}`, { action: "read" }),
      await as(app, bela).patch(`/api/notifications/${mine.id}`, { action: "clicked" }),
      await as(app, bela).del(`/api/notifications/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(NotificationMessages.notFound);
    }
    expect((await inbox(bela)).items.map((n: { id: string }) => n.id)).not.toContain(mine.id);
    expect((await inbox(asha)).items[0]).toMatchObject({ id: mine.id, read_at: null });
    expect((await app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
  });
});

describe("settings", () => {
  it("keeps her preferences, and a muted kind is not made", async () => {
    expect((await as(app, bela).get("/api/user/notification-preferences")).json()).toMatchObject({
      push_enabled: false,
      muted_types: [],
    });
    const saved = await as(app, bela).patch("/api/user/notification-preferences", {
      userId: asha.id,
      preferences: { push_enabled: true, subscription_method: "banner", muted_types: ["like"] },
    });
    expect(saved.json()).toMatchObject({
      push_enabled: true,
      subscription_method: "banner",
      muted_types: ["like"],
    });
    expect((await as(app, asha).get("/api/user/notification-preferences")).json().push_enabled).toBe(false);
    const before = (await inbox(bela)).items.length;
    await reactToNewPost(bela, asha);
    expect((await inbox(bela)).items.length).toBe(before);
  });
});

describe("admin broadcasts", () => {
  it("reach everyone, and only an admin may send one", async () => {
    const refused = await as(app, asha).post("/api/admin/notifications/broadcast", {
      title: "Hi",
      message: "All",
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(NotificationMessages.broadcastAdminOnly);
    const bad = await as(app, admin).post("/api/admin/notifications/broadcast", {
      title: "Sale",
      message: "Diwali",
      action_url: "https://evil.example",
    });
    expect(bad.statusCode).toBe(400);
    const sent = await as(app, admin).post("/api/admin/notifications/broadcast", {
      title: "Diwali bazaar",
      message: "Shops open late all week",
      action_url: "/commerce",
      priority: "urgent",
    });
    expect(sent.json().recipients).toBeGreaterThanOrEqual(3);
    for (const who of [asha, bela]) {
      expect((await inbox(who)).items[0]).toMatchObject({
        title: "Diwali bazaar",
        is_broadcast: true,
        priority: "urgent",
        action_url: "/commerce",
      });
    }
  });
});
