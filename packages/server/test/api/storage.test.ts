import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { s3Storage } from "../../src/platform/s3-storage.js";
import { localDiskStorage, type Storage } from "../../src/platform/storage.js";
import { createStorage } from "../../src/platform/storage-factory.js";
import { createTestApp } from "../helpers/test-app.js";

const BUCKET = "saheli-test";
const CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

let s3rver: S3rver;
let s3Env: Record<string, string>;
const tempDirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "saheli-storage-"));
  tempDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3Env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: BUCKET, ...CREDENTIALS };
});
afterAll(async () => {
  await s3rver.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ["local disk", () => localDiskStorage(tempDir())],
  [
    "S3",
    () =>
      s3Storage({
        endpoint: s3Env.S3_ENDPOINT!,
        region: "us-east-1",
        bucket: BUCKET,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(adapters)("%s storage", (_, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it("gives back what was put, with its content type", async () => {
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80]);
    await storage.put("avatars/round-trip.jpg", body, "image/jpeg");
    expect(await storage.get("avatars/round-trip.jpg")).toEqual({ body, contentType: "image/jpeg" });
  });

  it("streams a file whole or by byte range, and states its size without reading it", async () => {
    const body = Buffer.from("0123456789abcdef");
    await storage.put("post-media/streamed.mp4", body, "video/mp4");
    expect(await storage.stat("post-media/streamed.mp4")).toEqual({ size: 16, contentType: "video/mp4" });
    expect(await storage.stat("post-media/missing.mp4")).toBeNull();
    const read = async (stream: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks).toString();
    };
    expect(await read(await storage.open("post-media/streamed.mp4"))).toBe("0123456789abcdef");
    expect(await read(await storage.open("post-media/streamed.mp4", { start: 10, end: 12 }))).toBe("abc");
  });

  it("stores a file from disk, streamed (data-export archives)", async () => {
    const source = join(tempDir(), "part-1.zip");
    writeFileSync(source, Buffer.from("PK\u0003\u0004 archive bytes"));
    await storage.putFile("private/data-exports/u/a-1.zip", source, "application/zip");
    expect(await storage.stat("private/data-exports/u/a-1.zip")).toMatchObject({ size: 18 });
    expect((await storage.get("private/data-exports/u/a-1.zip"))?.body.toString()).toBe(
      "PK\u0003\u0004 archive bytes",
    );
    await expect(storage.putFile("../x.zip", source, "application/zip")).rejects.toThrow(
      /Unsafe storage key/,
    );
  });

  it("answers null for a key never stored", async () => {
    expect(await storage.get("avatars/never-stored.jpg")).toBeNull();
  });

  it("deletes, and deleting again is harmless", async () => {
    await storage.put("covers/gone.png", Buffer.from("png"), "image/png");
    await storage.delete("covers/gone.png");
    expect(await storage.get("covers/gone.png")).toBeNull();
    await expect(storage.delete("covers/gone.png")).resolves.toBeUndefined();
  });

  it.each(["../x", "a//b", "/etc/passwd", "a/../../b", ""])("refuses the unsafe key %j", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    expect(await storage.get(key)).toBeNull();
  });

  it("links every key under /media/", () => {
    expect(storage.url("avatars/a.jpg")).toBe("/media/avatars/a.jpg");
  });
});

describe("createStorage", () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

  it("stores on local disk when S3_BUCKET is unset", async () => {
    const storage = createStorage({ ...config({}), uploadsDir: tempDir() });
    await storage.put("a/b.png", Buffer.from("x"), "image/png");
    expect((await storage.get("a/b.png"))?.contentType).toBe("image/png");
  });

  it("stops start-up naming what S3_BUCKET is missing", () => {
    expect(() => createStorage(config({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: "id" }))).toThrow(
      "S3_BUCKET is set, so S3_ENDPOINT, S3_SECRET_ACCESS_KEY must be set too",
    );
  });
});

describe("an app configured for S3", () => {
  it("serves a stored file at /media/{key} with cache headers", async () => {
    const app = await createTestApp({ env: s3Env });
    try {
      const body = Buffer.from("89504e470d0a1a0a", "hex");
      await app.deps.storage.put("avatars/from-s3.png", body, "image/png");
      const res = await app.inject({ method: "GET", url: app.deps.storage.url("avatars/from-s3.png") });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
      expect(res.rawPayload).toEqual(body);

      // The file really is in the bucket, not on the app's disk.
      const direct = await fetch(`${s3Env.S3_ENDPOINT}/${BUCKET}/avatars/from-s3.png`);
      expect(Buffer.from(await direct.arrayBuffer())).toEqual(body);
    } finally {
      await app.close();
    }
  });
});
