import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { shops } from "../../src/db/schema/index.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, call, sessionOf, signIn } from "../helpers/auth.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp());
});
afterEach(() => app.close());

const session = (jar: CookieJar) => sessionOf(app, jar);
const refresh = (jar: CookieJar) => call(app, jar, { method: "POST", url: "/api/auth/refresh", body: {} });

describe("sessions", () => {
  it("sets httpOnly, SameSite=Lax cookies for 7 days", async () => {
    const jar = new CookieJar();
    await call(app, jar, {
      method: "POST",
      url: "/api/auth/otp/send",
      body: { channel: "email", identifier: "c@saheli.test" },
    });
    const code = app.deps.auth.outbox!.list()[0]!.text.match(/\d{6}/)![0];
    const response = await call(app, jar, {
      method: "POST",
      url: "/api/auth/otp/verify",
      body: { channel: "email", identifier: "c@saheli.test", code },
    });
    const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    for (const name of ["saheli_at", "saheli_rt"]) {
      const line = cookies.find((c) => c.startsWith(`${name}=`));
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Path=\//);
      expect(line).toMatch(/Max-Age=604800/);
    }
  });

  it("answers 401 to a visitor", async () => {
    const response = await session(new CookieJar());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("asks for a refresh when the access token runs out, and the refresh rotates both tokens", async () => {
    const { jar } = await signIn(app, "rotate@saheli.test");
    clock.advance(16 * 60_000);
    const expired = await session(jar);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe("SESSION_EXPIRED");

    const before = { at: jar.get("saheli_at"), rt: jar.get("saheli_rt") };
    const refreshed = await refresh(jar);
    expect(refreshed.statusCode).toBe(200);
    expect(jar.get("saheli_at")).not.toBe(before.at);
    expect(jar.get("saheli_rt")).not.toBe(before.rt);
    expect((await session(jar)).statusCode).toBe(200);
  });

  it("revokes the whole family when a rotated refresh token is used again", async () => {
    const { jar } = await signIn(app, "reuse@saheli.test");
    const stolen = jar.clone();
    expect((await refresh(jar)).statusCode).toBe(200);

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    // The owner's fresh tokens belong to the same family, so they stop working too.
    expect((await session(jar)).statusCode).toBe(401);
    expect((await refresh(jar)).statusCode).toBe(401);
  });

  it("logs out on the server: the old cookies no longer work anywhere", async () => {
    const { jar } = await signIn(app, "bye@saheli.test");
    const copy = jar.clone();
    const out = await call(app, jar, { method: "POST", url: "/api/auth/logout", body: {} });
    expect(out.statusCode).toBe(204);
    expect(jar.get("saheli_at")).toBeUndefined();
    expect((await session(copy)).statusCode).toBe(401);
    expect((await refresh(copy)).statusCode).toBe(401);
  });

  it("says whether she runs an active shop", async () => {
    const { jar, userId } = await signIn(app, "maker@saheli.test");
    await signIn(app, "other@saheli.test").then(({ userId: other }) =>
      app.deps.database.db.insert(shops).values({ user_id: other, shop_name: "Other", slug: "other" }),
    );
    expect((await session(jar)).json().profile.has_shop).toBe(false);
    await app.deps.database.db.insert(shops).values({ user_id: userId, shop_name: "Maker", slug: "maker" });
    expect((await session(jar)).json().profile.has_shop).toBe(true);
  });

  it("gives a new session at every sign-in", async () => {
    const first = await signIn(app, "twice@saheli.test");
    clock.advance(31_000);
    const second = await signIn(app, "twice@saheli.test");
    expect(second.userId).toBe(first.userId);
    expect(second.isNewUser).toBe(false);
    expect(second.jar.get("saheli_at")).not.toBe(first.jar.get("saheli_at"));
    expect((await session(first.jar)).statusCode).toBe(200);
  });
});

describe("cross-site writes", () => {
  it("refuses a write whose Origin is another site", async () => {
    const { jar } = await signIn(app, "csrf@saheli.test");
    const response = await call(app, jar, {
      method: "POST",
      url: "/api/account/deletion",
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("This request came from another site and was refused.");
    expect((await session(jar)).json().profile.deletion).toBeNull();
  });

  it("refuses a cross-site write however its path is spelt", async () => {
    const { jar } = await signIn(app, "csrf-encoded@saheli.test");
    for (const url of ["/%61pi/account/deletion", "/api/%61ccount/deletion", "//api/account/deletion"]) {
      const response = await call(app, jar, {
        method: "POST",
        url,
        body: {},
        headers: { origin: "https://evil.example" },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await session(jar)).json().profile.deletion).toBeNull();
  });

  it("refuses a write that carries her cookies but names no sending page, however its path is spelt", async () => {
    const { jar } = await signIn(app, "csrf-no-origin@saheli.test");
    for (const url of ["/api/account/deletion", "/%61pi/account/deletion"]) {
      const response = await app.inject({
        method: "POST",
        url,
        payload: {},
        headers: { cookie: jar.header() },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe("This request came from another site and was refused.");
    }
    expect((await session(jar)).json().profile.deletion).toBeNull();
  });

  it("refuses a cross-site write without Origin when the browser says so", async () => {
    const { jar } = await signIn(app, "csrf2@saheli.test");
    const response = await call(app, jar, {
      method: "POST",
      url: "/api/auth/logout",
      body: {},
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
    expect((await session(jar)).statusCode).toBe(200);
  });

  it("accepts a same-origin write", async () => {
    const { jar } = await signIn(app, "csrf3@saheli.test");
    const response = await call(app, jar, {
      method: "POST",
      url: "/api/auth/logout",
      body: {},
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(response.statusCode).toBe(204);
  });
});
