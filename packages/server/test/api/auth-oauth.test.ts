import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, call, rows, signIn } from "../helpers/auth.js";
import { logCapture } from "../helpers/log-capture.js";
import { createTestApp } from "../helpers/test-app.js";

let oidc: OAuth2Server;
let app: App | undefined;

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, nextClaims);
  });
});
afterAll(async () => {
  await oidc.stop();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function googleApp() {
  const issuer = oidc.issuer.url!;
  return createTestApp({
    env: { GOOGLE_CLIENT_ID: "saheli-test", GOOGLE_CLIENT_SECRET: "secret" },
    overrides: {
      oauthEndpoints: {
        google: { authorizationEndpoint: `${issuer}/authorize`, tokenEndpoint: `${issuer}/token` },
      },
    },
  });
}

/** The provider's half of the dance: follow its authorize redirect back to our callback URL. */
async function approveAtProvider(authorizeUrl: string) {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(response.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, back };
}

/** What the provider says about the person in the tokens it signs next. */
let nextClaims: Record<string, unknown> = {};
function claims(payload: Record<string, unknown>) {
  nextClaims = payload;
}

async function signInWithGoogle(jar: CookieJar, redirectTo = "/community") {
  const start = await call(app!, jar, {
    url: `/api/auth/oauth/google?redirectTo=${encodeURIComponent(redirectTo)}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const { code, state, back } = await approveAtProvider(authorize.toString());
  return {
    authorize,
    back,
    finish: () => call(app!, jar, { method: "POST", url: "/api/auth/oauth/callback", body: { code, state } }),
  };
}

describe("OAuth sign-in against an OpenID Connect server on loopback", () => {
  it("lists only configured providers", async () => {
    app = await googleApp();
    expect((await app.inject({ url: "/api/auth/providers" })).json().oauth).toEqual(["google"]);
  });

  it("starts with state, PKCE, offline access and consent, and returns to /auth/callback", async () => {
    app = await googleApp();
    claims({ sub: "g-1", email: "first@saheli.test", email_verified: true, name: "Kavya Rao" });
    const { authorize, back, finish } = await signInWithGoogle(new CookieJar());
    expect(authorize.searchParams.get("state")).toHaveLength(43);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("access_type")).toBe("offline");
    expect(authorize.searchParams.get("prompt")).toBe("consent");
    expect(back.pathname).toBe("/auth/callback");

    const finished = await finish();
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ redirect_to: "/community", is_new_user: true });
  });

  it("creates an account on first sign-in and links to an existing one by verified e-mail", async () => {
    app = await googleApp();
    const existing = await signIn(app, "linked@saheli.test");

    claims({ sub: "g-2", email: "Linked@Saheli.test", email_verified: true, name: "Linked" });
    const jar = new CookieJar();
    const linked = await (await signInWithGoogle(jar)).finish();
    expect(linked.json()).toEqual({ redirect_to: "/community", is_new_user: false });
    const session = await call(app, jar, { url: "/api/auth/session" });
    expect(session.json().user.id).toBe(existing.userId);

    // Next time the provider id alone finds her, whatever the e-mail says.
    claims({ sub: "g-2", email: "other@saheli.test", email_verified: true });
    const again = new CookieJar();
    await (await signInWithGoogle(again)).finish();
    expect((await call(app, again, { url: "/api/auth/session" })).json().user.id).toBe(existing.userId);
  });

  it("never links an unverified e-mail to an existing account", async () => {
    app = await googleApp();
    await signIn(app, "victim@saheli.test");
    claims({ sub: "g-3", email: "victim@saheli.test", email_verified: false });
    const jar = new CookieJar();
    const finished = await (await signInWithGoogle(jar)).finish();
    expect(finished.statusCode).toBe(401);
    expect((await call(app, jar, { url: "/api/auth/session" })).statusCode).toBe(401);
  });

  it("refuses a callback whose state does not match the browser's", async () => {
    app = await googleApp();
    claims({ sub: "g-4", email: "state@saheli.test", email_verified: true });
    const jar = new CookieJar();
    const start = await call(app, jar, { url: "/api/auth/oauth/google" });
    const { code } = await approveAtProvider(start.headers.location as string);
    const forged = await call(app, jar, {
      method: "POST",
      url: "/api/auth/oauth/callback",
      body: { code, state: "forged" },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe("This sign-in link has expired. Please start again.");
  });

  it("honours redirectTo only for paths on this site", async () => {
    app = await googleApp();
    for (const target of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      claims({ sub: "g-5", email: "redirect@saheli.test", email_verified: true });
      const finished = await (await signInWithGoogle(new CookieJar(), target)).finish();
      expect(finished.json()).toMatchObject({ redirect_to: "/" });
    }
  });

  it("refuses unknown and unconfigured providers with clear messages", async () => {
    app = await googleApp();
    const unknown = await app.inject({ url: "/api/auth/oauth/twitter" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("Invalid OAuth provider specified");
    const github = await app.inject({ url: "/api/auth/oauth/github" });
    expect(github.statusCode).toBe(404);
    expect(github.json().error.message).toBe("Sign-in with this provider is not set up on this server.");
  });

  it("keeps the provider's code and state out of the logs", async () => {
    const logs = logCapture();
    app = await createTestApp({ env: { LOG_LEVEL: "info" }, overrides: { logStream: logs.stream } });
    await app.inject({ url: "/auth/callback?code=c0de-from-provider&state=st4te-from-us" });
    await app.inject({
      method: "POST",
      url: "/api/auth/oauth/callback",
      payload: { code: "c0de-from-provider", state: "st4te-from-us" },
    });
    const text = logs.text();
    expect(text).toContain("/auth/callback?code=");
    expect(text).not.toContain("c0de-from-provider");
    expect(text).not.toContain("st4te-from-us");
  });

  it("never takes a Facebook e-mail as proof: no link to her account, and a new account does not keep it", async () => {
    let me = { id: "fb-1", name: "Someone", email: "owner@saheli.test" };
    const graph = createServer((_req, res) =>
      res.setHeader("content-type", "application/json").end(JSON.stringify(me)),
    );
    await new Promise<void>((r) => graph.listen(0, "127.0.0.1", r));
    const issuer = oidc.issuer.url!;
    app = await createTestApp({
      env: { FACEBOOK_CLIENT_ID: "saheli-test", FACEBOOK_CLIENT_SECRET: "secret" },
      overrides: {
        oauthEndpoints: {
          facebook: {
            authorizationEndpoint: `${issuer}/authorize`,
            tokenEndpoint: `${issuer}/token`,
            apiBase: `http://127.0.0.1:${(graph.address() as AddressInfo).port}`,
          },
        },
      },
    });
    const withFacebook = async (jar: CookieJar) => {
      const start = await call(app!, jar, { url: "/api/auth/oauth/facebook" });
      const { code, state } = await approveAtProvider(start.headers.location as string);
      return call(app!, jar, { method: "POST", url: "/api/auth/oauth/callback", body: { code, state } });
    };
    try {
      const owner = await signIn(app, "owner@saheli.test");
      const jar = new CookieJar();
      const refused = await withFacebook(jar);
      expect(refused.statusCode).toBe(401);
      expect((await call(app, jar, { url: "/api/auth/session" })).statusCode).toBe(401);
      expect(await rows(app, "select user_id from oauth_accounts")).toEqual([]);

      me = { id: "fb-2", name: "Newcomer", email: "unclaimed@saheli.test" };
      const other = new CookieJar();
      expect((await withFacebook(other)).json()).toMatchObject({ is_new_user: true });
      const session = (await call(app, other, { url: "/api/auth/session" })).json();
      expect(session.user.id).not.toBe(owner.userId);
      expect(session.profile.email ?? null).toBeNull();
      // The address's owner still gets an account of her own by code.
      expect((await signIn(app, "unclaimed@saheli.test")).userId).not.toBe(session.user.id);
    } finally {
      graph.close();
    }
  });
});
