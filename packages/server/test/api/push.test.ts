import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { localPushService } from "../helpers/push-endpoint.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let service: Awaited<ReturnType<typeof localPushService>>;

beforeAll(async () => {
  service = await localPushService();
  app = await createTestApp({ env: { PUSH_SERVICE_HOSTS: service.host }, relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe("web push", () => {
  it("refuses a subscription to anything but a push service (no SSRF)", async () => {
    for (const endpoint of [
      "http://169.254.169.254/latest",
      "https://internal.example/x",
      "http://10.0.0.1/push",
    ]) {
      const res = await as(app, bela).post("/api/push/subscriptions", {
        endpoint,
        keys: { p256dh: "x", auth: "y" },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("pushes her notifications, signed with the stored VAPID key and encrypted for her browser", async () => {
    const key = (await app.inject({ method: "GET", url: "/api/push/vapid-public-key" })).json().public_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const [stored] = await rows(app, "select value from app_settings where key = 'vapid'");
    expect(stored?.value).toMatchObject({ publicKey: key });

    const saved = await as(app, bela).post("/api/push/subscriptions", service.subscription("/push/bela"));
    expect(saved.statusCode).toBe(204);

    const post = (await as(app, bela).post("/api/posts", { content: "Launching my pickle shop" })).json();
    const arriving = service.next();
    await as(app, asha).post(`/api/posts/${post.id}/reactions`, { reaction_type: "love" });
    const delivery = await arriving;

    expect(delivery.path).toBe("/push/bela");
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    const vapid = service.verifyVapid(delivery.headers.authorization);
    expect(vapid.key).toBe(key);
    expect(vapid.claims.aud).toBe(`https://${service.host}`);
    expect(Number(vapid.claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.parse(service.decrypt(delivery.body))).toMatchObject({
      title: "New reaction",
      url: `/community/post/${post.id}`,
      tag: "like",
    });
  });

  it("forgets a subscription the push service says is gone", async () => {
    service.answerWith(410);
    const post = (await as(app, bela).post("/api/posts", { content: "Second post" })).json();
    const arriving = service.next();
    await as(app, asha).post(`/api/posts/${post.id}/reactions`, { reaction_type: "like" });
    await arriving;
    await new Promise((r) => setTimeout(r, 200));
    expect(await rows(app, "select * from push_subscriptions where user_id = $1", [bela.id])).toHaveLength(0);
    service.answerWith(201);
  });

  it("records the three opt-in analytics calls, and a guest may subscribe", async () => {
    for (const event of ["guest-subscription", "auto-subscription", "permission-denial"]) {
      const res = await app.inject({
        method: "POST",
        url: `/api/analytics/${event}`,
        // A visitor who allowed analytics in her cookie choices (without it nothing is kept: legal.test.ts).
        headers: { cookie: "saheli_choices=analytics%3D1", "sec-fetch-site": "same-origin" },
        payload: { event, method: "banner", timestamp: new Date().toISOString(), user_agent: "Test" },
      });
      expect(res.statusCode).toBe(204);
    }
    expect(await rows(app, "select event from push_analytics order by event")).toEqual([
      { event: "auto-subscription" },
      { event: "guest-subscription" },
      { event: "permission-denial" },
    ]);
    const guest = await app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { ...service.subscription("/push/guest"), guest_id: "guest-1" },
    });
    expect(guest.statusCode).toBe(204);
    expect(
      await rows(app, "select user_id, guest_id from push_subscriptions where endpoint like '%/guest'"),
    ).toEqual([{ user_id: null, guest_id: "guest-1" }]);
  });

  it("lets only her change or remove her subscription", async () => {
    const hers = service.subscription("/push/bela-phone");
    expect((await as(app, bela).post("/api/push/subscriptions", hers)).statusCode).toBe(204);
    const owner = () =>
      rows(app, "select user_id from push_subscriptions where endpoint = $1", [hers.endpoint]);

    // Someone who learnt the endpoint cannot take it over, with other keys, signed in or as a guest…
    const forged = {
      endpoint: hers.endpoint,
      keys: { p256dh: hers.keys.p256dh, auth: "c3RvbGVuLXNlY3JldA" },
    };
    const taken = await as(app, asha).post("/api/push/subscriptions", forged);
    expect(taken.statusCode).toBe(403);
    expect(taken.json().error.message).toBe("This push subscription belongs to someone else.");
    const guest = await app.inject({ method: "POST", url: "/api/push/subscriptions", payload: forged });
    expect(guest.statusCode).toBe(403);
    // …nor remove it.
    await as(app, asha).del("/api/push/subscriptions", { endpoint: hers.endpoint });
    await app.inject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      payload: { endpoint: hers.endpoint },
    });
    expect(await owner()).toEqual([{ user_id: bela.id }]);

    // The browser that holds it (same auth secret) may pass it to whoever signs in there next.
    expect((await as(app, asha).post("/api/push/subscriptions", hers)).statusCode).toBe(204);
    expect(await owner()).toEqual([{ user_id: asha.id }]);
    expect((await as(app, asha).del("/api/push/subscriptions", { endpoint: hers.endpoint })).statusCode).toBe(
      204,
    );
    expect(await owner()).toEqual([]);
  });
});
