import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { category } from "../helpers/marketplace.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let webDist: string;
const script = `console.log(${JSON.stringify("Saheli ".repeat(400))});`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "saheli-web-"));
  mkdirSync(join(webDist, "assets"));
  const html = "<!doctype html><title>Saheli</title><div id=root></div>";
  for (const [file, text] of [
    ["index.html", html],
    ["assets/index-abc123.js", script],
  ] as const) {
    writeFileSync(join(webDist, file), text);
    writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
  }
  app = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("precompressed web assets", () => {
  it("sends brotli to a browser that takes brotli and gzip", async () => {
    const res = await get("/assets/index-abc123.js", "br, gzip");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends gzip to a browser that takes only gzip", async () => {
    const res = await get("/assets/index-abc123.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it.each([undefined, "identity", "deflate"])(
    "sends the plain file for accept-encoding %s",
    async (accept) => {
      const res = await get("/assets/index-abc123.js", accept);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toContain("accept-encoding");
      expect(res.body).toBe(script);
    },
  );

  it("compresses the app shell served for client-side routes", async () => {
    const res = await get("/commerce", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("<div id=root>");
  });
});

describe("compressed API answers", () => {
  it("leaves an answer under 1 KB alone", async () => {
    const res = await get("/api/categories", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    // A fresh database has only the categories its migrations make (Co-working, which /co-work/spaces lists).
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual(["Co-working"]);
  });

  it("compresses a JSON answer over 1 KB with the encoding the client prefers", async () => {
    for (let n = 0; n < 40; n++) await category(app, `Handloom category ${n}`);
    const br = await get("/api/categories", "br, gzip");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    const json = brotliDecompressSync(br.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(br.rawPayload.length).toBeLessThan(json.length / 2);
    expect(JSON.parse(json).items).toHaveLength(41);

    const gzip = await get("/api/categories", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);

    const plain = await get("/api/categories");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(json);
  });

  it("never compresses stored media", async () => {
    const text = Buffer.from("A note about handloom. ".repeat(200));
    await app.deps.storage.put("docs/long-note.txt", text, "text/plain");
    const res = await get("/media/docs/long-note.txt", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(text)).toBe(true);
  });
});
