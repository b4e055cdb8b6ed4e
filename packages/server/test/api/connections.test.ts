import {
  MEETING_LINK_FALLBACK,
  OAuthMessages,
  type OAuthPlatform,
  TokenStoreMessages,
} from "@saheli/core/connections";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { dataDirSecretKey, openSecret } from "../../src/platform/secrets.js";
import { type GoogleStandin, startGoogleStandin } from "../fakes/google.js";
import { startZoomStandin, type ZoomStandin } from "../fakes/zoom.js";
import { CookieJar, call, errorOf, rows } from "../helpers/auth.js";
import { category, openShop } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let zoom: ZoomStandin;
let google: GoogleStandin;
/** Vendors, each in her own scenario so they do not disturb each other. */
let asha: Member;
let bela: Member;
let chitra: Member;
let devi: Member;
let esha: Member;
/** A member without a shop. */
let riya: Member;

const clients = {
  zoom: { clientId: "zoom-client", clientSecret: "zoom-secret" },
  google: { clientId: "google-client.apps.example", clientSecret: "google-secret" },
};

beforeAll(async () => {
  zoom = await startZoomStandin({ ...clients.zoom, email: "asha@zoom.example" });
  google = await startGoogleStandin({ ...clients.google, email: "asha@gmail.example" });
  clock = manualClock(new Date());
  app = await createTestApp({
    relaxedLimits: true,
    overrides: { clock },
    env: { PUBLIC_URL: "https://saheli.example", ...zoom.env(), ...google.env() },
  });
  await category(app, "Wellness");
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
  chitra = await member(app, "chitra@example.in");
  devi = await member(app, "devi@example.in");
  esha = await member(app, "esha@example.in");
  for (const [who, shop] of [
    [asha, "Asha Yoga"],
    [bela, "Bela Beauty"],
    [chitra, "Chitra Coaching"],
    [devi, "Devi Design"],
    [esha, "Esha Tutors"],
  ] as const) {
    await openShop(app, who, shop, ["Wellness"]);
  }
  riya = await member(app, "riya@example.in");
});
afterAll(async () => {
  await app?.close();
  await zoom?.close();
  await google?.close();
});

const standin = (platform: OAuthPlatform) => (platform === "zoom" ? zoom : google);

async function authorize(who: Member, platform: OAuthPlatform, returnTo?: string) {
  const query = returnTo === undefined ? "" : `?return_to=${encodeURIComponent(returnTo)}`;
  const res = await as(app, who).get(`/api/oauth/${platform}/authorize${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

/** Through the provider's consent page and back: what the callback page would post. */
async function consent(who: Member, platform: OAuthPlatform, returnTo?: string) {
  const url = await authorize(who, platform, returnTo);
  return standin(platform).consent(url);
}

const callback = (who: Member | CookieJar, platform: string, body: object) =>
  as(app, who).post(`/api/oauth/callback/${platform}`, body);

async function connect(who: Member, platform: OAuthPlatform, returnTo?: string) {
  const { code, state } = await consent(who, platform, returnTo);
  const res = await callback(who, platform, { code, state });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const status = async (who: Member, platform: OAuthPlatform) =>
  (await as(app, who).get(`/api/oauth/tokens/${platform}`)).json();

const refresh = (who: Member | CookieJar, body: object) =>
  as(app, who).post("/api/oauth/refresh-token", body);

const tokenRow = async (who: Member, platform: OAuthPlatform) =>
  (
    await rows(app, "select * from vendor_oauth_tokens where user_id = $1 and platform = $2", [
      who.id,
      platform,
    ])
  )[0] as Record<string, unknown> | undefined;

/** Opens a stored column with the key the test app made in its DATA_DIR, as the server does. */
function opened(who: Member, platform: OAuthPlatform, column: "access" | "refresh", sealed: unknown) {
  const key = dataDirSecretKey(app.deps.config.dataDir);
  return openSecret(key, String(sealed), `vendor_oauth_tokens:${who.id}:${platform}:${column}`);
}

const visitor = new CookieJar();

/** Moves Saheli's clock; everyone's session is renewed as her browser would (access tokens last 15 minutes). */
async function advance(ms: number) {
  clock.advance(ms);
  for (const who of [asha, bela, chitra, devi, esha, riya]) {
    const renewed = await call(app, who.jar, { method: "POST", url: "/api/auth/refresh", body: {} });
    expect(renewed.statusCode, renewed.body).toBe(200);
  }
}
const MIN = 60_000;

describe("starting a connection (doc 3 §4)", () => {
  it("sends a vendor to Zoom with client_id, redirect_uri, response_type=code, scope and a 32-character state", async () => {
    const url = new URL(await authorize(asha, "zoom", "/vendor/settings#video"));
    expect(`${url.origin}${url.pathname}`).toBe(`${zoom.baseUrl}/oauth/authorize`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      client_id: "zoom-client",
      redirect_uri: "https://saheli.example/oauth/callback/zoom",
      response_type: "code",
      scope: "meeting:write:meeting meeting:delete:meeting user:read:user",
      state: expect.stringMatching(/^[A-Za-z0-9]{32}\|%2Fvendor%2Fsettings%23video$/),
    });
    const [kept] = await rows(app, "select * from oauth_states where state = $1", [
      query.state!.slice(0, 32),
    ]);
    expect(kept).toMatchObject({ user_id: asha.id, platform: "zoom", return_to: "/vendor/settings#video" });
    expect((kept!.expires_at as Date).getTime() - clock.now().getTime()).toBe(10 * MIN);
  });

  it("adds access_type=offline and prompt=consent for Google, and keeps only a path of this site to return to", async () => {
    const url = new URL(await authorize(asha, "google", "https://evil.example/steal"));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.baseUrl}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: clients.google.clientId,
      redirect_uri: "https://saheli.example/oauth/callback/google",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/userinfo.email",
      access_type: "offline",
      prompt: "consent",
    });
    expect(url.searchParams.get("state")).toMatch(/^[A-Za-z0-9]{32}\|%2Fvendor%2Fsettings$/);
    const states = new Set(
      await Promise.all(
        Array.from({ length: 5 }, async () =>
          new URL(await authorize(asha, "zoom")).searchParams.get("state"),
        ),
      ),
    );
    expect(states.size).toBe(5);
  });

  it("is for signed-in shop owners, and only for zoom and google", async () => {
    const res = await as(app, visitor).get("/api/oauth/zoom/authorize");
    expect([res.statusCode, errorOf(res).message]).toEqual([401, OAuthMessages.notAuthenticated]);
    const shopless = await as(app, riya).get("/api/oauth/zoom/authorize");
    expect([shopless.statusCode, errorOf(shopless).message]).toEqual([403, OAuthMessages.shopRequired]);
    const teams = await as(app, asha).get("/api/oauth/teams/authorize");
    expect([teams.statusCode, errorOf(teams).message]).toEqual([400, OAuthMessages.unsupportedPlatform]);
  });
});

describe("the callback (doc 3 §4, §8)", () => {
  it("exchanges the code, keeps the tokens sealed (never the plain token in the database or an answer)", async () => {
    const { code, state, callback: back } = await consent(asha, "zoom", "/vendor/settings?tab=meetings");
    expect(back.pathname).toBe("/oauth/callback/zoom");
    const res = await callback(asha, "zoom", { code, state });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      platform: "zoom",
      return_to: "/vendor/settings?tab=meetings",
      status: {
        hasToken: true,
        isValid: true,
        isExpired: false,
        willExpireSoon: false,
        hasRefreshToken: true,
        needsReconnect: false,
        available: true,
        account_email: "asha@zoom.example",
        scope: "meeting:write:meeting meeting:delete:meeting user:read:user",
      },
    });
    const row = (await tokenRow(asha, "zoom"))!;
    const access = zoom.issuedAccessTokens().at(-1)!;
    const [refreshToken] = zoom.liveRefreshTokens();
    for (const sealed of [row.access_token_enc, row.refresh_token_enc]) {
      expect(String(sealed)).toMatch(/^v1\./);
      expect(String(sealed)).not.toContain(access);
      expect(String(sealed)).not.toContain(refreshToken);
    }
    expect(opened(asha, "zoom", "access", row.access_token_enc)).toBe(access);
    expect(opened(asha, "zoom", "refresh", row.refresh_token_enc)).toBe(refreshToken);
    // Sealed for her row and column: her refresh token's ciphertext does not open as her access token.
    expect(() => opened(asha, "zoom", "access", row.refresh_token_enc)).toThrow();
    expect(res.body).not.toContain(access);
    expect(res.body).not.toContain(refreshToken!);
    const shown = await as(app, asha).get("/api/oauth/tokens/zoom");
    expect(shown.body).not.toContain(access);
    // The state is spent.
    expect(await rows(app, "select 1 from oauth_states where state = $1", [state.slice(0, 32)])).toEqual([]);
  });

  it("refuses someone else's state without spending it, so she can still finish", async () => {
    const { code, state } = await consent(bela, "google");
    const stranger = await callback(chitra, "google", { code, state });
    expect([stranger.statusCode, errorOf(stranger).message]).toEqual([403, OAuthMessages.invalidState]);
    expect(await tokenRow(chitra, "google")).toBeUndefined();
    const hers = await callback(bela, "google", { code, state });
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().status).toMatchObject({ hasToken: true, account_email: "asha@gmail.example" });
  });

  it("takes a state once: the second use is told the session expired", async () => {
    const { code, state } = await consent(chitra, "zoom");
    expect((await callback(chitra, "zoom", { code, state })).statusCode).toBe(200);
    const again = await callback(chitra, "zoom", { code, state });
    expect([again.statusCode, errorOf(again).message]).toEqual([400, OAuthMessages.sessionExpired]);
  });

  it("refuses a state after 10 minutes", async () => {
    const { code, state } = await consent(chitra, "google");
    await advance(10 * MIN + 1000);
    const late = await callback(chitra, "google", { code, state });
    expect([late.statusCode, errorOf(late).message]).toEqual([400, OAuthMessages.sessionExpired]);
  });

  it("refuses a tampered state (its return address, its nonce, its shape, another platform) and ends the flow", async () => {
    const first = await consent(devi, "zoom", "/vendor/settings");
    const changed = await callback(devi, "zoom", {
      code: first.code,
      state: `${first.state.slice(0, 32)}|%2Fadmin`,
    });
    expect([changed.statusCode, errorOf(changed).message]).toEqual([400, OAuthMessages.invalidState]);
    const spent = await callback(devi, "zoom", { code: first.code, state: first.state });
    expect(errorOf(spent).message).toBe(OAuthMessages.sessionExpired);

    const second = await consent(devi, "zoom");
    const flipped = `${second.state[0] === "A" ? "B" : "A"}${second.state.slice(1)}`;
    expect(errorOf(await callback(devi, "zoom", { code: second.code, state: flipped })).message).toBe(
      OAuthMessages.sessionExpired,
    );
    const nonce = second.state.slice(0, 32);
    for (const state of ["", "short", `${nonce}-x`, `${nonce}|`, `${nonce.slice(1)}é`, `${nonce}|%E0%A4`]) {
      const res = await callback(devi, "zoom", { code: second.code, state });
      expect([res.statusCode, errorOf(res).message], state).toEqual([400, OAuthMessages.invalidState]);
    }
    const elsewhere = await callback(devi, "google", { code: second.code, state: second.state });
    expect(errorOf(elsewhere).message).toBe(OAuthMessages.invalidState);
    expect(await tokenRow(devi, "zoom")).toBeUndefined();
  });

  it("answers 'OAuth failed' when she cancels, when the code is missing or refused, and when the provider is down", async () => {
    const denied = await zoom.consent(await authorize(devi, "zoom"), "deny");
    expect(denied.error).toBe("access_denied");
    const cancelled = await callback(devi, "zoom", { state: denied.state, error: denied.error });
    expect([cancelled.statusCode, errorOf(cancelled).message]).toEqual([400, OAuthMessages.failed]);
    expect(errorOf(await callback(devi, "zoom", { state: denied.state, code: "x" })).message).toBe(
      OAuthMessages.sessionExpired,
    );

    const noCode = await consent(devi, "zoom");
    expect(errorOf(await callback(devi, "zoom", { state: noCode.state })).message).toBe(OAuthMessages.failed);

    const used = await consent(devi, "zoom");
    const again = await consent(devi, "zoom");
    const refused = await callback(devi, "zoom", { code: "code-made-up", state: used.state });
    expect([refused.statusCode, errorOf(refused).message]).toEqual([400, OAuthMessages.failed]);

    zoom.script("POST", "/oauth/token", { status: 503, body: { reason: "Service Unavailable" } });
    const down = await callback(devi, "zoom", { code: again.code, state: again.state });
    expect([down.statusCode, errorOf(down).message]).toEqual([502, OAuthMessages.failed]);
    expect(await tokenRow(devi, "zoom")).toBeUndefined();
  });

  it("is for signed-in members, on zoom or google", async () => {
    const res = await callback(visitor, "zoom", { code: "c", state: "s" });
    expect([res.statusCode, errorOf(res).message]).toEqual([401, OAuthMessages.notAuthenticated]);
    const other = await callback(devi, "teams", { code: "c", state: "s" });
    expect([other.statusCode, errorOf(other).message]).toEqual([400, OAuthMessages.unsupportedPlatform]);
  });

  it("checks the provider's token answer before keeping it, in doc 3 §5's words", async () => {
    const good = {
      access_token: "at-scripted",
      refresh_token: "rt-scripted",
      expires_in: 3599,
      token_type: "bearer",
    };
    const cases: [object, string][] = [
      [{ ...good, access_token: undefined }, TokenStoreMessages.accessTokenRequired],
      [{ ...good, access_token: 42 }, TokenStoreMessages.accessTokenNotString],
      [{ ...good, refresh_token: 42 }, TokenStoreMessages.refreshTokenNotString],
      [{ ...good, expires_in: "soon" }, TokenStoreMessages.expiresAtInvalid],
      [{ ...good, expires_in: -60 }, TokenStoreMessages.expiresAtPast],
    ];
    for (const [body, message] of cases) {
      const { code, state } = await consent(devi, "zoom");
      zoom.script("POST", "/oauth/token", { status: 200, body });
      const res = await callback(devi, "zoom", { code, state });
      expect([res.statusCode, errorOf(res).message], message).toEqual([502, message]);
    }
    expect(await tokenRow(devi, "zoom")).toBeUndefined();
  });
});

describe("token status and refresh (doc 3 §3, §7)", () => {
  it("says nothing is connected, then valid, expiring soon within 5 minutes, and expired", async () => {
    expect(await status(esha, "zoom")).toMatchObject({
      platform: "zoom",
      hasToken: false,
      isValid: false,
      isExpired: false,
      willExpireSoon: false,
      hasRefreshToken: false,
      available: true,
    });
    await connect(esha, "zoom");
    const connected = await status(esha, "zoom");
    expect(connected).toMatchObject({
      hasToken: true,
      isValid: true,
      willExpireSoon: false,
      hasRefreshToken: true,
    });
    const expiresAt = new Date(connected.expires_at).getTime();
    expect(expiresAt - clock.now().getTime()).toBe(3599 * 1000);

    await advance(expiresAt - clock.now().getTime() - 5 * MIN - 1000);
    expect(await status(esha, "zoom")).toMatchObject({ isValid: true, willExpireSoon: false });
    await advance(2000);
    expect(await status(esha, "zoom")).toMatchObject({
      isValid: true,
      willExpireSoon: true,
      isExpired: false,
    });
    await advance(5 * MIN);
    expect(await status(esha, "zoom")).toMatchObject({
      isValid: false,
      willExpireSoon: false,
      isExpired: true,
    });
  });

  it("refreshes with her kept refresh token (Zoom hands a new one each time) and answers no token", async () => {
    const before = (await tokenRow(esha, "zoom"))!;
    const oldRefresh = opened(esha, "zoom", "refresh", before.refresh_token_enc);
    const res = await refresh(esha, { platform: "zoom" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      success: true,
      platform: "zoom",
      token_type: "Bearer",
      scope: "meeting:write:meeting meeting:delete:meeting user:read:user",
      status: { isValid: true, isExpired: false, hasRefreshToken: true },
    });
    expect(new Date(answer.expires_at).getTime() - clock.now().getTime()).toBe(3599 * 1000);
    expect(Object.keys(answer)).not.toContain("access_token");
    expect(Object.keys(answer)).not.toContain("refresh_token");
    const after = (await tokenRow(esha, "zoom"))!;
    const newRefresh = opened(esha, "zoom", "refresh", after.refresh_token_enc);
    expect(newRefresh).not.toBe(oldRefresh);
    expect(zoom.liveRefreshTokens()).toContain(newRefresh);
    expect(zoom.liveRefreshTokens()).not.toContain(oldRefresh);
    expect(res.body).not.toContain(newRefresh);
    expect(res.body).not.toContain(opened(esha, "zoom", "access", after.access_token_enc));
  });

  it("takes a named refresh token only when it is the one kept for her", async () => {
    const kept = opened(esha, "zoom", "refresh", (await tokenRow(esha, "zoom"))!.refresh_token_enc);
    const wrong = await refresh(esha, { platform: "zoom", refresh_token: "rt-someone-elses" });
    expect([wrong.statusCode, errorOf(wrong).message]).toEqual([404, OAuthMessages.noTokenToRefresh]);
    const right = await refresh(esha, { platform: "zoom", refresh_token: kept });
    expect(right.statusCode, right.body).toBe(200);
  });

  it("answers each refusal in the spec's words", async () => {
    const none = await refresh(riya, { platform: "zoom" });
    expect([none.statusCode, errorOf(none).message]).toEqual([404, OAuthMessages.noTokenToRefresh]);
    const anonymous = await refresh(visitor, { platform: "zoom" });
    expect([anonymous.statusCode, errorOf(anonymous).message]).toEqual([401, OAuthMessages.notAuthenticated]);
    const cases: [object, string][] = [
      [{}, TokenStoreMessages.platformRequired],
      [{ platform: "" }, TokenStoreMessages.platformRequired],
      [{ platform: "teams" }, TokenStoreMessages.platformInvalid],
      [{ platform: "zoom", refresh_token: 5 }, TokenStoreMessages.refreshTokenNotString],
    ];
    for (const [body, message] of cases) {
      const res = await refresh(esha, body);
      expect([res.statusCode, errorOf(res).message], message).toEqual([400, message]);
    }

    zoom.script("POST", "/oauth/token", { status: 500, body: { reason: "Internal Error" } });
    const down = await refresh(esha, { platform: "zoom" });
    expect([down.statusCode, errorOf(down).message]).toEqual([502, OAuthMessages.refreshFailed]);

    zoom.script("POST", "/oauth/token", { status: 200, body: { access_token: "at-x", expires_in: -5 } });
    const past = await refresh(esha, { platform: "zoom" });
    expect([past.statusCode, errorOf(past).message]).toEqual([502, TokenStoreMessages.expiresAtPast]);

    // PostgreSQL refuses a NUL in text: the refreshed token cannot be written.
    zoom.script("POST", "/oauth/token", {
      status: 200,
      body: { access_token: "at-y", refresh_token: "rt-y", expires_in: 3599, scope: "meeting\u0000write" },
    });
    const unstored = await refresh(esha, { platform: "zoom" });
    expect([unstored.statusCode, errorOf(unstored).message]).toEqual([500, OAuthMessages.refreshNotStored]);
    expect(opened(esha, "zoom", "access", (await tokenRow(esha, "zoom"))!.access_token_enc)).not.toBe("at-y");

    // A connection without a refresh token (Google sends one only at consent).
    const { code, state } = await consent(esha, "google");
    google.script("POST", "/token", { status: 200, body: { access_token: "at-only", expires_in: 3599 } });
    expect((await callback(esha, "google", { code, state })).json().status.hasRefreshToken).toBe(false);
    const noRefresh = await refresh(esha, { platform: "google" });
    expect([noRefresh.statusCode, errorOf(noRefresh).message]).toEqual([400, OAuthMessages.noRefreshToken]);
  });

  it("marks a token refused with invalid_grant invalid and tells her, once, to reconnect", async () => {
    await connect(esha, "zoom");
    zoom.revokeRefreshTokens();
    const res = await refresh(esha, { platform: "zoom" });
    expect([res.statusCode, errorOf(res).message]).toEqual([401, OAuthMessages.refreshExpired]);
    expect((await tokenRow(esha, "zoom"))!.invalid_at).toBeInstanceOf(Date);
    expect(await status(esha, "zoom")).toMatchObject({
      hasToken: true,
      isValid: false,
      needsReconnect: true,
    });
    const again = await refresh(esha, { platform: "zoom" });
    expect(errorOf(again).message).toBe(OAuthMessages.refreshExpired);
    const told = await rows(
      app,
      "select type, title, message, action_url from notifications where recipient_id = $1",
      [esha.id],
    );
    expect(told).toEqual([
      {
        type: "system",
        title: "Reconnect Zoom",
        message: expect.stringContaining(`“${MEETING_LINK_FALLBACK}”`),
        action_url: "/vendor/settings",
      },
    ]);
    // Connecting again clears it.
    await connect(esha, "zoom");
    expect(await status(esha, "zoom")).toMatchObject({ isValid: true, needsReconnect: false });
  });
});

describe("meetings for bookings (issue 19 §3)", () => {
  const hour = (from: Date, hours: number) => new Date(from.getTime() + hours * 3600_000);
  const slot = () => {
    const start = hour(clock.now(), 48);
    return { start, end: new Date(start.getTime() + 45 * MIN), timezone: "Asia/Kolkata" };
  };
  const tokenCalls = (platform: OAuthPlatform) =>
    standin(platform).requests.filter(
      (r) => r.method === "POST" && r.path === (platform === "zoom" ? "/oauth/token" : "/token"),
    ).length;

  beforeAll(async () => {
    await connect(asha, "zoom");
    await connect(asha, "google");
  });

  it("makes a Zoom meeting (type 2, her time zone) and removes it", async () => {
    const made = await app.services.meetings.createMeeting({
      ownerId: asha.id,
      provider: "zoom",
      title: "Yoga consultation with Riya",
      ...slot(),
    });
    expect(made).toEqual({
      url: expect.stringMatching(/^https:\/\/us05web\.zoom\.us\/j\/\d+\?pwd=/),
      id: expect.any(String),
    });
    const meeting = zoom.meetings.get(Number((made as { id: string }).id))!;
    expect(meeting).toMatchObject({
      topic: "Yoga consultation with Riya",
      type: 2,
      duration: 45,
      timezone: "Asia/Kolkata",
      start_time: slot()
        .start.toISOString()
        .replace(/\.\d{3}Z$/, "Z"),
      host_email: "asha@zoom.example",
    });
    const id = (made as { id: string }).id;
    expect(await app.services.meetings.cancelMeeting({ ownerId: asha.id, provider: "zoom", id })).toEqual({
      cancelled: true,
    });
    expect(zoom.meetings.has(Number(id))).toBe(false);
    // Already gone counts as removed.
    expect(await app.services.meetings.cancelMeeting({ ownerId: asha.id, provider: "zoom", id })).toEqual({
      cancelled: true,
    });
  });

  it("makes a Google Calendar event with a Meet link and the buyer invited, and deletes it", async () => {
    const made = await app.services.meetings.createMeeting({
      ownerId: asha.id,
      provider: "google",
      title: "Skin care session",
      attendeeEmail: "riya@example.in",
      ...slot(),
    });
    expect(made).toEqual({
      url: expect.stringMatching(/^https:\/\/meet\.google\.com\//),
      id: expect.any(String),
    });
    const { id, url } = made as { id: string; url: string };
    const event = google.events.get(id)!;
    expect(event.hangoutLink).toBe(url);
    expect(event.attendees).toEqual([{ email: "riya@example.in", responseStatus: "needsAction" }]);
    expect(event.start).toEqual({ dateTime: slot().start.toISOString(), timeZone: "Asia/Kolkata" });
    const insert = google.requests.findLast((r) => r.method === "POST" && r.path.endsWith("/events"))!;
    expect(insert.query).toMatchObject({ conferenceDataVersion: "1", sendUpdates: "all" });
    expect(await app.services.meetings.cancelMeeting({ ownerId: asha.id, provider: "google", id })).toEqual({
      cancelled: true,
    });
    expect(google.events.has(id)).toBe(false);
    expect(await app.services.meetings.cancelMeeting({ ownerId: asha.id, provider: "google", id })).toEqual({
      cancelled: true,
    });
  });

  it("refreshes an access token that has run out before using it, for both providers", async () => {
    for (const platform of ["zoom", "google"] as const) {
      const row = (await tokenRow(asha, platform))!;
      await advance((row.expires_at as Date).getTime() - clock.now().getTime() + 1000);
      standin(platform).expireAccessTokens();
      const calls = tokenCalls(platform);
      const made = await app.services.meetings.createMeeting({
        ownerId: asha.id,
        provider: platform,
        title: "Session",
        ...slot(),
      });
      expect(made, platform).toHaveProperty("url");
      expect(tokenCalls(platform), platform).toBe(calls + 1);
      expect(await status(asha, platform)).toMatchObject({ isValid: true, isExpired: false });
    }
  });

  it("refreshes and tries once more when the provider refuses a token Saheli thought alive (Zoom's 124, Google's 401)", async () => {
    const creates = (platform: OAuthPlatform) =>
      standin(platform).requests.filter((r) => r.method === "POST" && /\/(meetings|events)$/.test(r.path))
        .length;
    for (const platform of ["zoom", "google"] as const) {
      standin(platform).expireAccessTokens();
      const calls = tokenCalls(platform);
      const tries = creates(platform);
      const made = await app.services.meetings.createMeeting({
        ownerId: asha.id,
        provider: platform,
        title: "Session",
        ...slot(),
      });
      expect(made, platform).toHaveProperty("url");
      expect(tokenCalls(platform), platform).toBe(calls + 1);
      // Refused once, made on the second try.
      expect(creates(platform), platform).toBe(tries + 2);
    }
  });

  it("renews once when two bookings need a meeting at the same moment (Zoom's refresh tokens are single use)", async () => {
    const row = (await tokenRow(asha, "zoom"))!;
    await advance((row.expires_at as Date).getTime() - clock.now().getTime() + 1000);
    zoom.expireAccessTokens();
    const calls = tokenCalls("zoom");
    const made = await Promise.all(
      Array.from({ length: 4 }, (_, n) =>
        app.services.meetings.createMeeting({
          ownerId: asha.id,
          provider: "zoom",
          title: `Class ${n}`,
          ...slot(),
        }),
      ),
    );
    for (const one of made) expect(one).toHaveProperty("url");
    expect(tokenCalls("zoom")).toBe(calls + 1);
    expect(await status(asha, "zoom")).toMatchObject({ isValid: true, needsReconnect: false });
  });

  it("falls back to 'The link will be sent by the seller' when not connected or the provider fails", async () => {
    expect(
      await app.services.meetings.createMeeting({
        ownerId: riya.id,
        provider: "zoom",
        title: "x",
        ...slot(),
      }),
    ).toEqual({ fallback: MEETING_LINK_FALLBACK, reason: "not_connected" });
    zoom.script("POST", "/v2/users/me/meetings", { status: 500, body: { code: 500, message: "busy" } });
    expect(
      await app.services.meetings.createMeeting({
        ownerId: asha.id,
        provider: "zoom",
        title: "x",
        ...slot(),
      }),
    ).toEqual({
      fallback: MEETING_LINK_FALLBACK,
      reason: "provider_error",
    });
    expect(
      await app.services.meetings.cancelMeeting({ ownerId: riya.id, provider: "zoom", id: "1" }),
    ).toEqual({
      cancelled: false,
    });
  });

  it("when the refresh token is dead: falls back, marks the connection invalid and tells her to reconnect", async () => {
    const row = (await tokenRow(asha, "google"))!;
    await advance((row.expires_at as Date).getTime() - clock.now().getTime() + 1000);
    google.revokeRefreshTokens();
    const made = await app.services.meetings.createMeeting({
      ownerId: asha.id,
      provider: "google",
      title: "x",
      ...slot(),
    });
    expect(made).toEqual({ fallback: MEETING_LINK_FALLBACK, reason: "reconnect" });
    expect(await status(asha, "google")).toMatchObject({ needsReconnect: true, isValid: false });
    const again = await app.services.meetings.createMeeting({
      ownerId: asha.id,
      provider: "google",
      title: "x",
      ...slot(),
    });
    expect(again).toEqual({ fallback: MEETING_LINK_FALLBACK, reason: "reconnect" });
    const told = await rows(app, "select title from notifications where recipient_id = $1 and title = $2", [
      asha.id,
      "Reconnect Google Calendar",
    ]);
    expect(told).toHaveLength(1);
  });
});

describe("disconnecting", () => {
  it("forgets her tokens, revokes them at the provider, and is hers alone", async () => {
    await connect(bela, "zoom");
    const kept = opened(bela, "zoom", "refresh", (await tokenRow(bela, "zoom"))!.refresh_token_enc);
    const anonymous = await as(app, visitor).del("/api/oauth/tokens/zoom");
    expect([anonymous.statusCode, errorOf(anonymous).message]).toEqual([401, OAuthMessages.notAuthenticated]);
    const stranger = await as(app, riya).del("/api/oauth/tokens/zoom");
    expect([stranger.statusCode, errorOf(stranger).message]).toEqual([404, OAuthMessages.noToken]);
    expect(await tokenRow(bela, "zoom")).toBeDefined();

    const res = await as(app, bela).del("/api/oauth/tokens/zoom");
    expect(res.statusCode).toBe(204);
    expect(await tokenRow(bela, "zoom")).toBeUndefined();
    expect(await status(bela, "zoom")).toMatchObject({ hasToken: false, isValid: false });
    await expect.poll(() => zoom.liveRefreshTokens().includes(kept)).toBe(false);
    const again = await as(app, bela).del("/api/oauth/tokens/zoom");
    expect([again.statusCode, errorOf(again).message]).toEqual([404, OAuthMessages.noToken]);
    const teams = await as(app, bela).get("/api/oauth/tokens/teams");
    expect([teams.statusCode, errorOf(teams).message]).toEqual([400, OAuthMessages.unsupportedPlatform]);
    // Her bookings go on without a link.
    expect(
      await app.services.meetings.createMeeting({
        ownerId: bela.id,
        provider: "zoom",
        title: "x",
        ...{ start: clock.now(), end: new Date(clock.now().getTime() + MIN), timezone: "Asia/Kolkata" },
      }),
    ).toEqual({
      fallback: MEETING_LINK_FALLBACK,
      reason: "not_connected",
    });
  });
});

describe("a Saheli without the provider's client", () => {
  let bare: App;
  beforeAll(async () => {
    bare = await createTestApp({ relaxedLimits: true, env: zoom.env() });
  });
  afterAll(() => bare?.close());

  it("cannot build Google's consent page, and says so", async () => {
    const who = await member(bare, "vendor@example.in");
    await category(bare, "Wellness");
    await openShop(bare, who, "Vendor", ["Wellness"]);
    const res = await as(bare, who).get("/api/oauth/google/authorize");
    expect([res.statusCode, errorOf(res).message]).toEqual([503, OAuthMessages.authUrlFailed]);
    expect((await as(bare, who).get("/api/oauth/tokens/google")).json()).toMatchObject({ available: false });
    expect((await as(bare, who).get("/api/oauth/tokens/zoom")).json()).toMatchObject({ available: true });
  });
});
