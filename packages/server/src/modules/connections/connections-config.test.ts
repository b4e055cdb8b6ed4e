import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";

const production = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://saheli.example",
  GRIEVANCE_OFFICER_NAME: "Asha Rao",
  GRIEVANCE_OFFICER_EMAIL: "grievance@saheli.example",
};
const zoom = { ZOOM_CLIENT_ID: "zoom-id", ZOOM_CLIENT_SECRET: "zoom-secret" };
const google = { GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" };

describe("vendor connection settings", () => {
  it("default to Zoom's and Google's own addresses, and take others (stand-ins) by variable", () => {
    const config = loadConfig({ NODE_ENV: "test", ...zoom, ...google });
    expect(config.vendorConnections).toEqual({
      zoom: {
        ...{ clientId: "zoom-id", clientSecret: "zoom-secret" },
        apiBaseUrl: "https://api.zoom.us",
        oauthBaseUrl: "https://zoom.us",
      },
      google: {
        clientId: "google-id",
        clientSecret: "google-secret",
        apiBaseUrl: "https://www.googleapis.com",
        authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
        tokenUrl: "https://oauth2.googleapis.com/token",
      },
    });
    const local = loadConfig({
      NODE_ENV: "test",
      ...zoom,
      ZOOM_API_BASE_URL: "http://127.0.0.1:4020",
      ZOOM_OAUTH_BASE_URL: "http://127.0.0.1:4020",
    });
    expect(local.vendorConnections.zoom).toMatchObject({ apiBaseUrl: "http://127.0.0.1:4020" });
    expect(local.vendorConnections.google).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: "test", GOOGLE_API_BASE_URL: "ftp://x" })).toThrow(
      /^Invalid environment variable GOOGLE_API_BASE_URL="ftp:\/\/x": expected a http\(s\) URL$/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", ZOOM_CLIENT_ID: "zoom-id" })).toThrow(
      /ZOOM_CLIENT_ID.*both ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET/,
    );
  });

  it("read TOKEN_ENCRYPTION_KEY as 32 bytes and never print it back", () => {
    const key = randomBytes(32);
    expect(
      loadConfig({
        NODE_ENV: "test",
        TOKEN_ENCRYPTION_KEY: key.toString("hex"),
      }).tokenEncryptionKey?.export(),
    ).toEqual(key);
    expect(loadConfig({ NODE_ENV: "test" }).tokenEncryptionKey).toBeUndefined();
    const short = randomBytes(16).toString("base64");
    let message = "";
    try {
      loadConfig({ NODE_ENV: "test", TOKEN_ENCRYPTION_KEY: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      "Invalid environment variable TOKEN_ENCRYPTION_KEY=(hidden): expected 32 bytes as base64 or hex, e.g. from `openssl rand -base64 32`",
    );
  });

  it("refuse production with Zoom or Google set and no TOKEN_ENCRYPTION_KEY", () => {
    for (const clients of [zoom, google]) {
      expect(() => loadConfig({ ...production, ...clients })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, ...clients })).toThrow(
        /^Missing environment variable TOKEN_ENCRYPTION_KEY: with ZOOM_\* or GOOGLE_\* set/,
      );
      const key = randomBytes(32).toString("base64");
      expect(
        loadConfig({ ...production, ...clients, TOKEN_ENCRYPTION_KEY: key }).tokenEncryptionKey,
      ).toBeDefined();
    }
    expect(loadConfig(production).tokenEncryptionKey).toBeUndefined();
  });
});
