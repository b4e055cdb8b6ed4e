import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, call, rows, signIn } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
});
afterAll(async () => {
  await app.close();
});

const policy = (slug: string, jar = new CookieJar()) => call(app, jar, { url: `/api/legal/${slug}` });
const pendingOf = async (jar: CookieJar) =>
  (await call(app, jar, { url: "/api/me/legal/pending" })).json().pending;

describe("policies", () => {
  it("serves the version in effect of each policy, seeded from the repo's Markdown", async () => {
    for (const slug of ["terms", "privacy", "accessibility", "shipping-returns", "prohibited-items"]) {
      const res = await policy(slug);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug, version: 1, material: false });
      expect(res.json().body.length).toBeGreaterThan(500);
      expect(res.json().effective_at).toBe("2026-11-24T18:30:00.000Z");
    }
    const privacy = (await policy("privacy")).json();
    expect(privacy.body).toContain("Digital Personal Data Protection Act 2023");
    expect(privacy.body).toContain("deleted as soon as a decision is made");
    expect(privacy.grievance_officer).toEqual(app.deps.config.grievanceOfficer);
    expect((await policy("cookies")).statusCode).toBe(400);
  });

  it("asks people who joined before a material change to accept it, once", async () => {
    const meera = await signIn(app, "meera@legal.test");
    expect(await pendingOf(meera.jar)).toEqual([]);

    const publish = (jar: CookieJar, body: object) =>
      call(app, jar, { method: "POST", url: "/api/admin/legal/terms", body });
    const change = {
      title: "Terms of Service",
      body: "# Returns\n\nReturns are now asked for within 30 days of delivery, from the order page.",
      summary: "Returns are asked for from the order page.",
      material: true,
    };
    expect((await publish(meera.jar, change)).statusCode).toBe(403);
    const admin = await makeAdmin(app, "admin@legal.test");
    const published = await publish(admin.jar, change);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 2, material: true });
    expect((await policy("terms")).json().version).toBe(2);

    expect(await pendingOf(meera.jar)).toEqual([
      {
        slug: "terms",
        version: 2,
        title: "Terms of Service",
        summary: "Returns are asked for from the order page.",
        effective_at: published.json().effective_at,
      },
    ]);
    // Someone who joins now agreed to version 2 when she signed in.
    const asha = await signIn(app, "asha@legal.test");
    expect(await pendingOf(asha.jar)).toEqual([]);

    const accept = (version: number) =>
      call(app, meera.jar, {
        method: "POST",
        url: "/api/me/legal/acceptances",
        body: { accepted: [{ slug: "terms", version }] },
      });
    const stale = await accept(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/no longer the current one/);
    const accepted = await accept(2);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().pending).toEqual([]);
    expect(
      await rows(app, "select version from legal_acceptances where user_id = $1", [meera.userId]),
    ).toEqual([{ version: 2 }]);
    // A later change that is not material asks nothing.
    expect((await publish(admin.jar, { ...change, material: false })).json().version).toBe(3);
    expect(await pendingOf(meera.jar)).toEqual([]);
    expect((await call(app, new CookieJar(), { url: "/api/me/legal/pending" })).statusCode).toBe(401);
  });

  it("renders nothing: the body is stored as Markdown text", async () => {
    const admin = await makeAdmin(app, "admin2@legal.test");
    const res = await call(app, admin.jar, {
      method: "POST",
      url: "/api/admin/legal/accessibility",
      body: { title: "Accessibility", body: "<script>alert(1)</script> is shown as text", material: false },
    });
    expect(res.statusCode).toBe(201);
    expect((await policy("accessibility")).json().body).toBe("<script>alert(1)</script> is shown as text");
  });
});

describe("cookie and analytics choices", () => {
  const analytics = (jar: CookieJar) =>
    call(app, jar, {
      method: "POST",
      url: "/api/analytics/permission-denial",
      body: { event: "permission-denial", method: "banner" },
    });
  const deniedCount = async () =>
    Number((await rows(app, "select count(*)::int as n from push_analytics"))[0]?.n ?? 0);

  it("keeps a visitor's choice in a cookie; strictly necessary only until she chooses", async () => {
    const jar = new CookieJar();
    expect((await call(app, jar, { url: "/api/privacy/choices" })).json()).toEqual({
      analytics: false,
      stored_in: "cookie",
    });
    const before = await deniedCount();
    expect((await analytics(jar)).statusCode).toBe(204);
    expect(await deniedCount()).toBe(before);

    const saved = await call(app, jar, {
      method: "PUT",
      url: "/api/privacy/choices",
      body: { analytics: true },
    });
    expect(saved.json()).toEqual({ analytics: true, stored_in: "cookie" });
    expect(String(saved.headers["set-cookie"])).toMatch(/saheli_choices=analytics(=|%3D)1;.*HttpOnly/);
    expect((await call(app, jar, { url: "/api/privacy/choices" })).json().analytics).toBe(true);
    await analytics(jar);
    expect(await deniedCount()).toBe(before + 1);
  });

  it("keeps a signed-in person's choice in her profile, and her analytics follow it", async () => {
    const nila = await signIn(app, "nila@legal.test");
    const before = await deniedCount();
    await analytics(nila.jar);
    expect(await deniedCount()).toBe(before);

    const on = await call(app, nila.jar, {
      method: "PUT",
      url: "/api/privacy/choices",
      body: { analytics: true },
    });
    expect(on.json()).toEqual({ analytics: true, stored_in: "profile" });
    expect(
      await rows(app, "select analytics from privacy_choices where user_id = $1", [nila.userId]),
    ).toEqual([{ analytics: true }]);
    // Her profile decides, not a cookie someone else left in the browser.
    const elsewhere = new CookieJar();
    elsewhere.set("saheli_at", nila.jar.get("saheli_at") ?? "");
    elsewhere.set("saheli_rt", nila.jar.get("saheli_rt") ?? "");
    expect((await call(app, elsewhere, { url: "/api/privacy/choices" })).json()).toEqual({
      analytics: true,
      stored_in: "profile",
    });
    await analytics(nila.jar);
    expect(await deniedCount()).toBe(before + 1);

    await call(app, nila.jar, { method: "PUT", url: "/api/privacy/choices", body: { analytics: false } });
    await analytics(nila.jar);
    expect(await deniedCount()).toBe(before + 1);
    // A choice made in this browser before she signed in holds until she saves one to her profile.
    const visitor = new CookieJar();
    await call(app, visitor, { method: "PUT", url: "/api/privacy/choices", body: { analytics: true } });
    const tara = await signIn(app, "tara@legal.test");
    tara.jar.set("saheli_choices", visitor.get("saheli_choices") ?? "");
    expect((await call(app, tara.jar, { url: "/api/privacy/choices" })).json()).toEqual({
      analytics: true,
      stored_in: "profile",
    });
  });

  it("counts a signed-in reader's product views by her id only if she allowed analytics", async () => {
    const seller = await member(app, "seller@legal.test", { full_name: "Meena Prints" });
    await category(app, "Prints");
    await openShop(app, seller, "Meena's Prints", ["Prints"]);
    const print = await list(app, seller, physical({ quantity: 5 }));
    const private_ = await member(app, "private@legal.test", { full_name: "Rupa" });
    const open = await member(app, "open@legal.test", { full_name: "Sita" });
    await as(app, open).put("/api/privacy/choices", { analytics: true });
    await as(app, private_).get(`/api/listings/${print.slug}`);
    await as(app, open).get(`/api/listings/${print.slug}`);
    const keys = async () =>
      (await rows(app, "select viewer_key from product_views where listing_id = $1", [print.id])).map((r) =>
        String(r.viewer_key),
      );
    await expect.poll(async () => (await keys()).length, { timeout: 5000 }).toBe(2);
    expect(await keys()).toContain(`u:${open.id}`);
    expect(await keys()).not.toContain(`u:${private_.id}`);
    expect((await keys()).filter((k) => k.startsWith("v:"))).toHaveLength(1);
  });
});
