import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("defaults to the embedded database on port 3000 under ./data", () => {
    const config = loadConfig({ NODE_ENV: "development" });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploadsDir).toMatch(/\/data\/uploads$/);
    expect(config.seedDemoData).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("treats empty values as unset", () => {
    expect(
      loadConfig({ NODE_ENV: "development", DATABASE_URL: "", REDIS_URL: " " }).databaseUrl,
    ).toBeUndefined();
  });

  it.each([
    ["PORT", "abc", /^Invalid environment variable PORT="abc": expected a port number$/],
    ["PORT", "70000", /^Invalid environment variable PORT="70000"/],
    [
      "DATABASE_URL",
      "mysql://x",
      /^Invalid environment variable DATABASE_URL="mysql:\/\/x": expected a postgres:\/\/ URL$/,
    ],
    ["REDIS_URL", "not a url", /^Invalid environment variable REDIS_URL=/],
    ["SMTP_URL", "http://mail", /^Invalid environment variable SMTP_URL=/],
    [
      "NODE_ENV",
      "staging",
      /^Invalid environment variable NODE_ENV="staging": expected development, production or test$/,
    ],
    [
      "SEED_DEMO_DATA",
      "maybe",
      /^Invalid environment variable SEED_DEMO_DATA="maybe": expected true or false$/,
    ],
  ])("stops on a bad %s with one line naming it", (name, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it("reads PostgreSQL, Redis and the flags when given", () => {
    const config = loadConfig({
      NODE_ENV: "development",
      DATABASE_URL: "postgres://u@db:5432/saheli",
      REDIS_URL: "redis://cache:6379",
      SEED_DEMO_DATA: "false",
      PORT: "8080",
    });
    expect(config.databaseUrl).toBe("postgres://u@db:5432/saheli");
    expect(config.redisUrl).toBe("redis://cache:6379");
    expect(config.seedDemoData).toBe(false);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("is production unless NODE_ENV says otherwise, and production needs PUBLIC_URL and a grievance officer", () => {
    expect(() => loadConfig({})).toThrow(
      /^Missing environment variable PUBLIC_URL: production needs the address people use/,
    );
    expect(() => loadConfig({ PUBLIC_URL: "https://saheli.example" })).toThrow(
      /^Missing environment variable GRIEVANCE_OFFICER_NAME: production names the grievance officer/,
    );
    expect(() =>
      loadConfig({ PUBLIC_URL: "https://saheli.example", GRIEVANCE_OFFICER_NAME: "Asha Rao" }),
    ).toThrow(/^Missing environment variable GRIEVANCE_OFFICER_EMAIL: /);
    const config = loadConfig({
      PUBLIC_URL: "https://saheli.example",
      GRIEVANCE_OFFICER_NAME: "Asha Rao",
      GRIEVANCE_OFFICER_EMAIL: "grievance@saheli.example",
    });
    expect(config.grievanceOfficer).toEqual({ name: "Asha Rao", email: "grievance@saheli.example" });
    expect(config.env).toBe("production");
    expect(config.seedDemoData).toBe(false);
  });

  it("refuses the demo data in production, and seeds only in development", () => {
    expect(() => loadConfig({ PUBLIC_URL: "https://saheli.example", SEED_DEMO_DATA: "true" })).toThrow(
      /^Invalid environment variable SEED_DEMO_DATA="true": the demo data is for NODE_ENV=development only$/,
    );
    expect(loadConfig({ NODE_ENV: "test", SEED_DEMO_DATA: "true" }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).seedDemoData).toBe(true);
  });

  it("lets link previews reach named local hosts only outside production", () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: "https://saheli.example", LINK_PREVIEW_ALLOWED_HOSTS: "127.0.0.1:80" }),
    ).toThrow(/^Invalid environment variable LINK_PREVIEW_ALLOWED_HOSTS: .* for tests only/);
    const config = loadConfig({
      NODE_ENV: "test",
      LINK_PREVIEW_ALLOWED_HOSTS: " 127.0.0.1:8080 , Localhost:9 ",
    });
    expect(config.linkPreview.allowedHosts).toEqual(["127.0.0.1:8080", "localhost:9"]);
    expect(loadConfig({ NODE_ENV: "test" }).linkPreview.oembed.youtube).toBe(
      "https://www.youtube.com/oembed",
    );
  });
});
