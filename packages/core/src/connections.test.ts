import { describe, expect, it } from "vitest";
import {
  checkTokenStore,
  expiresAtFrom,
  oauthState,
  parseOAuthState,
  TokenStoreMessages,
  tokenStatus,
} from "./connections";
import { refreshTokenBodySchema } from "./contracts/connections";

const nonce = "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE";
const now = new Date("2026-11-20T10:00:00Z");

describe("the OAuth state (doc 3 §4)", () => {
  it("is the 32 characters alone, or followed by a bar and the encoded return address", () => {
    expect(oauthState(nonce)).toBe(nonce);
    expect(oauthState(nonce, "/vendor/settings?tab=video meetings")).toBe(
      `${nonce}|%2Fvendor%2Fsettings%3Ftab%3Dvideo%20meetings`,
    );
    expect(parseOAuthState(oauthState(nonce, "/vendor/settings?a=1|b"))).toEqual({
      nonce,
      returnTo: "/vendor/settings?a=1|b",
    });
    expect(parseOAuthState(nonce)).toEqual({ nonce, returnTo: null });
  });

  it("refuses anything else: short, long, other characters, a bare bar, bad encoding", () => {
    for (const bad of [
      "",
      nonce.slice(1),
      `${nonce}x`,
      `${nonce.slice(1)}-`,
      `${nonce}|`,
      `${nonce}|%E0%A4%A`,
    ]) {
      expect(parseOAuthState(bad), bad).toBeNull();
    }
  });
});

describe("token status (doc 3 §3)", () => {
  const at = (ms: number) => new Date(now.getTime() + ms);

  it("has no token, then valid, soon expiring within 5 minutes, expired", () => {
    expect(tokenStatus(null, now)).toEqual({
      hasToken: false,
      isValid: false,
      isExpired: false,
      willExpireSoon: false,
      hasRefreshToken: false,
    });
    const token = (ms: number | null, extra = {}) => ({
      expiresAt: ms === null ? null : at(ms),
      hasRefreshToken: true,
      invalid: false,
      ...extra,
    });
    expect(tokenStatus(token(3_600_000), now)).toMatchObject({ isValid: true, willExpireSoon: false });
    expect(tokenStatus(token(5 * 60_000 + 1), now)).toMatchObject({ isValid: true, willExpireSoon: false });
    expect(tokenStatus(token(5 * 60_000), now)).toMatchObject({ isValid: true, willExpireSoon: true });
    expect(tokenStatus(token(0), now)).toMatchObject({
      isValid: false,
      isExpired: true,
      willExpireSoon: false,
    });
    expect(tokenStatus(token(null), now)).toMatchObject({ isValid: true, isExpired: false });
    expect(tokenStatus(token(3_600_000, { invalid: true }), now)).toMatchObject({
      hasToken: true,
      isValid: false,
      willExpireSoon: false,
    });
  });
});

describe("the token store's checks (doc 3 §5), in the spec's words", () => {
  const good = {
    platform: "zoom",
    access_token: "a",
    refresh_token: "r",
    expires_at: "2026-11-20T11:00:00Z",
  };

  it("keeps a good token", () => {
    const checked = checkTokenStore(good, now);
    expect(checked).toEqual({
      ok: true,
      token: { platform: "zoom", accessToken: "a", refreshToken: "r", expiresAt: new Date(good.expires_at) },
    });
  });

  it("names each problem", () => {
    const cases: [object, string][] = [
      [{ platform: undefined }, TokenStoreMessages.platformRequired],
      [{ access_token: "" }, TokenStoreMessages.accessTokenRequired],
      [{ platform: "teams" }, TokenStoreMessages.platformInvalid],
      [{ access_token: 42 }, TokenStoreMessages.accessTokenNotString],
      [{ refresh_token: 42 }, TokenStoreMessages.refreshTokenNotString],
      [{ expires_at: "tomorrow" }, TokenStoreMessages.expiresAtInvalid],
      [{ expires_at: "2026-13-40T99:00:00Z" }, TokenStoreMessages.expiresAtInvalid],
      [{ expires_at: "2026-11-20T09:59:59Z" }, TokenStoreMessages.expiresAtPast],
    ];
    for (const [change, message] of cases) {
      expect(checkTokenStore({ ...good, ...change }, now)).toEqual({ ok: false, message });
    }
  });

  it("turns a provider's expires_in into the timestamp it checks", () => {
    expect(expiresAtFrom(3600, now)).toBe("2026-11-20T11:00:00.000Z");
    expect(expiresAtFrom("3600", now)).toBe("2026-11-20T11:00:00.000Z");
    expect(expiresAtFrom(undefined, now)).toBeUndefined();
    expect(checkTokenStore({ ...good, expires_at: expiresAtFrom("soon", now) }, now)).toEqual({
      ok: false,
      message: TokenStoreMessages.expiresAtInvalid,
    });
    expect(checkTokenStore({ ...good, expires_at: expiresAtFrom(-10, now) }, now)).toEqual({
      ok: false,
      message: TokenStoreMessages.expiresAtPast,
    });
  });

  it("asks the refresh request for its platform in the same words", () => {
    const issue = (body: unknown) => refreshTokenBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({})).toBe(TokenStoreMessages.platformRequired);
    expect(issue({ platform: "" })).toBe(TokenStoreMessages.platformRequired);
    expect(issue({ platform: "teams" })).toBe(TokenStoreMessages.platformInvalid);
    expect(issue({ platform: "zoom", refresh_token: 7 })).toBe(TokenStoreMessages.refreshTokenNotString);
    expect(refreshTokenBodySchema.parse({ platform: "google" })).toEqual({ platform: "google" });
  });
});
