import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "saheli-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Saheli</title><div id=root></div>");
  writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app')");
  writeFileSync(join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  app = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the web app", () => {
  it("caches hashed assets for a year", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates files without a hash", async () => {
    const res = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it.each(["/", "/community", "/category/home-decor", "/some/other"])(
    "serves the app shell at %s",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    },
  );

  it("never answers an unknown API path with the app shell", async () => {
    const res = await app.inject({ method: "GET", url: "/api/missing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });

  it("answers a missing hashed asset with 404, not the app shell", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/gone-999.js" });
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /media/*", () => {
  it("serves stored images with cache headers", async () => {
    const png = Buffer.from("89504e470d0a1a0a", "hex");
    await app.deps.storage.put("seed/test.png", png, "image/png");
    const res = await app.inject({ method: "GET", url: "/media/seed/test.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  it("makes other files download instead of rendering", async () => {
    await app.deps.storage.put("docs/note.txt", Buffer.from("<script>alert(1)</script>"), "text/plain");
    const res = await app.inject({ method: "GET", url: "/media/docs/note.txt" });
    expect(res.headers["content-disposition"]).toBe("attachment");
  });

  it("streams byte ranges for players (206), refuses ranges outside the file (416), and sandboxes every file", async () => {
    const video = Buffer.alloc(100_000, 7);
    video.write("ftypisom", 4, "latin1");
    await app.deps.storage.put("post-media/someone/clip.mp4", video, "video/mp4");
    const whole = await app.inject({ method: "GET", url: "/media/post-media/someone/clip.mp4" });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-length"]).toBe("100000");
    expect(whole.headers["content-security-policy"]).toBe("sandbox");
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await app.inject({
      method: "GET",
      url: "/media/post-media/someone/clip.mp4",
      headers: { range: "bytes=4-11" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 4-11/100000");
    expect(part.body).toBe("ftypisom");
    const tail = await app.inject({
      method: "GET",
      url: "/media/post-media/someone/clip.mp4",
      headers: { range: "bytes=-10" },
    });
    expect(tail.headers["content-range"]).toBe("bytes 99990-99999/100000");

    for (const range of ["bytes=100000-", "bytes=50-10", "bytes=abc"]) {
      const bad = await app.inject({
        method: "GET",
        url: "/media/post-media/someone/clip.mp4",
        headers: { range },
      });
      expect(bad.statusCode).toBe(416);
      expect(bad.headers["content-range"]).toBe("bytes */100000");
      expect(bad.json().error.code).toBe("RANGE_NOT_SATISFIABLE");
    }
  });

  it("counts media requests against the client address's limit", async () => {
    await app.deps.storage.put("seed/tiny.png", Buffer.from("89504e470d0a1a0a", "hex"), "image/png");
    const res = await app.inject({ method: "GET", url: "/media/seed/tiny.png" });
    expect(res.headers["x-ratelimit-limit"]).toBeDefined();
  });

  it("answers a missing file with 404", async () => {
    const res = await app.inject({ method: "GET", url: "/media/missing.png" });
    expect(res.statusCode).toBe(404);
  });

  it.each(["/media/../package.json", "/media/%2e%2e/package.json", "/media/seed/..%2f..%2fpackage.json"])(
    "never reads outside the uploads folder for %s",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.body).not.toContain('"workspaces"');
      expect(res.body).not.toContain('"dependencies"');
    },
  );
});

describe("transport headers", () => {
  it("sends HSTS only over https", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const secure = await proxied.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it("allows the camera and microphone to this site only, and turns unused features off", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    const policy = String(res.headers["permissions-policy"]);
    expect(policy).toContain("camera=(self)");
    expect(policy).toContain("microphone=(self)");
    expect(policy).toContain("usb=()");
    expect(policy).toContain("payment=()");
  });
});
