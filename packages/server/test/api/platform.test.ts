import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("GET /api/health", () => {
  it("reports the database, the mode and the version", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      db: "up",
      mode: "postgres",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("gives every response a request id", async () => {
    const a = await app.inject({ method: "GET", url: "/api/health" });
    const b = await app.inject({ method: "GET", url: "/api/health" });
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("sends the security headers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the error body", () => {
  it("answers an unknown API path with 404", async () => {
    const res = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Nothing at GET /api/no-such-thing." },
    });
  });

  it("answers a wrong method with 405 and the allowed ones", async () => {
    const res = await app.inject({ method: "DELETE", url: "/api/health" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET");
    expect(res.json().error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("answers invalid JSON with 400", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { "content-type": "application/json" },
      payload: '{"level": "error", "message": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "INVALID_JSON", message: "The request body is not valid JSON." },
    });
  });

  it("answers a schema failure with 400 and field details", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/logs",
      payload: { level: "shout", message: "" },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details.map((d: { path: string }) => d.path).sort()).toEqual(["body.level", "body.message"]);
  });

  it("answers an oversized body with 413", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/logs",
      payload: { level: "error", message: "x", meta: { blob: "x".repeat(200_000) } },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { "content-type": "application/xml" },
      payload: "<log/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("POST /api/logs", () => {
  it("accepts a client error report", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/logs",
      payload: { level: "error", message: "Image failed", meta: { src: "/x.png" }, source: "web" },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
  });

  it("counts reports per address before reading their bodies", async () => {
    const own = await createTestApp();
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 70; i++) {
        const res = await own.inject({
          method: "POST",
          url: "/api/logs",
          headers: { "content-type": "application/json" },
          payload: "{ not json",
        });
        statuses.add(res.statusCode);
      }
      expect(statuses).toEqual(new Set([400, 429]));
    } finally {
      await own.close();
    }
  });
});

describe("the API contract", () => {
  it("publishes OpenAPI at /api/openapi.json", async () => {
    const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/home", "/api/logs"]));
  });

  it("serves the docs page at /api/docs", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});

describe("rate limits", () => {
  it("stops an address after 300 API requests in 5 minutes", async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 301; i++) {
        statuses.push((await limited.inject({ method: "GET", url: "/api/home" })).statusCode);
      }
      expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
      const blocked = await limited.inject({ method: "GET", url: "/api/home" });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe("RATE_LIMITED");
      expect((await limited.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("declared access", () => {
  it("names who may call every operation, and its limits, in the OpenAPI document", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const undeclared: string[] = [];
    const levels = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, object>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const access = (operation as { "x-access"?: string })["x-access"];
        if (!access) undeclared.push(`${method.toUpperCase()} ${path}`);
        else levels.add(access);
      }
    }
    expect(undeclared).toEqual([]);
    expect([...levels].sort()).toEqual(["admin", "member", "owner", "public", "verified"]);
    expect(document.paths["/api/posts"].post["x-limits"]).toEqual(["post"]);
  });
});
