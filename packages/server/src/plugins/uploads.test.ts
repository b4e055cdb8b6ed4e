import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { ProfileMessages } from "@saheli/core/profile";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "./errors.js";
import { readUpload, registerUploads, type UploadKind } from "./uploads.js";

const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const MAX_BYTES = 1024;

type Answer = {
  filename?: string;
  mimetype?: string;
  size?: number;
  error?: { code: string; message: string };
};

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify();
  await registerUploads(app);
  registerErrorHandling(app);
  app.post<{ Querystring: { kind?: UploadKind; max?: string } }>("/upload", async (request) => {
    const { kind = "image", max } = request.query;
    const upload = await readUpload(request, { maxBytes: Number(max ?? MAX_BYTES), kind });
    return { filename: upload.filename, mimetype: upload.mimetype, size: upload.buffer.length };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

function form(field: string, body: Buffer, filename = "photo.png", type = "image/png") {
  const data = new FormData();
  data.append(field, new Blob([body], { type }), filename);
  return data;
}

async function post(body: FormData | string, kind: UploadKind = "image", maxBytes = MAX_BYTES) {
  const res = await fetch(`${base}/upload?kind=${kind}&max=${maxBytes}`, { method: "POST", body });
  return { status: res.status, json: (await res.json()) as Answer };
}

describe("readUpload", () => {
  it("returns the file's bytes, name and declared type", async () => {
    const body = Buffer.concat([PNG_HEAD, Buffer.alloc(500, 7)]);
    const res = await post(form("file", body));
    expect(res).toEqual({
      status: 200,
      json: { filename: "photo.png", mimetype: "image/png", size: body.length },
    });
  });

  it("accepts a file of exactly maxBytes", async () => {
    const res = await post(
      form("file", Buffer.concat([PNG_HEAD, Buffer.alloc(MAX_BYTES - PNG_HEAD.length)])),
    );
    expect(res.status).toBe(200);
    expect(res.json.size).toBe(MAX_BYTES);
  });

  it.each([
    [
      "a form without a file",
      () => {
        const data = new FormData();
        data.append("caption", "hello");
        return data;
      },
    ],
    ["a file under another field name", () => form("photo", PNG_HEAD)],
    ["an empty file", () => form("file", Buffer.alloc(0))],
    ["a body that is not multipart", () => "file=photo.png"],
  ])("answers %s with 400 'No file provided'", async (_, makeBody) => {
    const res = await post(makeBody());
    expect(res).toEqual({
      status: 400,
      json: { error: { code: "BAD_REQUEST", message: ProfileMessages.noFile } },
    });
  });

  it("refuses a file one byte over maxBytes with the spec's message", async () => {
    const mib = 1024 * 1024;
    const body = Buffer.concat([PNG_HEAD, Buffer.alloc(mib + 1 - PNG_HEAD.length)]);
    const res = await post(form("file", body), "image", mib);
    expect(res).toEqual({
      status: 413,
      json: { error: { code: "PAYLOAD_TOO_LARGE", message: "File size exceeds 1MB limit" } },
    });
  });

  it("judges an image by its bytes, not its name or declared type", async () => {
    const res = await post(form("file", Buffer.from("<html><script>alert(1)</script></html>"), "cat.png"));
    expect(res).toEqual({
      status: 415,
      json: { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: ProfileMessages.notImage } },
    });
  });

  it("names the declared type when a video is not a video", async () => {
    const res = await post(form("file", PNG_HEAD, "clip.mp4", "video/mp4"), "video");
    expect(res.status).toBe(415);
    expect(res.json.error?.message).toBe(ProfileMessages.unsupportedType("video/mp4", "video"));
  });

  it("takes any bytes for kind 'file'", async () => {
    const res = await post(form("file", Buffer.from("plain notes"), "notes.txt", "text/plain"), "file");
    expect(res.json).toMatchObject({ size: 11, mimetype: "text/plain" });
  });

  it("answers 413 while the upload is still arriving", async () => {
    const boundary = "saheli-boundary";
    const port = (app.server.address() as AddressInfo).port;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/upload?kind=file",
          method: "POST",
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on("error", reject);
      req.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.bin"\r\n` +
          "content-type: application/octet-stream\r\n\r\n",
      );
      // The body never ends: only a reader that stops at maxBytes can answer.
      req.write(Buffer.alloc(MAX_BYTES * 4, 1));
    });
    const res = await response;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});
