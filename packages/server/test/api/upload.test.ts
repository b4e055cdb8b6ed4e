import { existsSync } from "node:fs";
import { join } from "node:path";
import { FeedMessages } from "@saheli/core/feed";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { sweepUpload } from "../../src/modules/media/pending-uploads.js";
import { rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp, createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";
import { mp4Bytes, webmBytes } from "../helpers/videos.js";

let app: App;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
});
afterAll(() => app.close());

const upload = (who: Member, bytes: Buffer, name = "photo.jpg", type = "image/jpeg") =>
  uploadAs(app, who, "/api/upload", bytes, name, type);
const stored = (path: string) => join(app.deps.config.uploadsDir, path);

describe("POST /api/upload", () => {
  it("re-encodes an image without its EXIF and GPS, under post-media/{userId}/", async () => {
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c83c78" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const answer = await upload(asha, withGps, "holiday.png", "image/png");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ bucket: "post-media", type: "image" });
    expect(body.path).toMatch(new RegExp(`^post-media/${asha.id}/\\d+-[a-z0-9]+\\.jpg$`));
    expect(body.url).toBe(`/media/${body.path}`);
    const saved = await sharp(stored(body.path)).metadata();
    expect(saved.exif).toBeUndefined();

    const post = await as(app, asha).post("/api/posts", { content: "", image_urls: [body.url] });
    expect(post.json().image_urls).toEqual([body.url]);
  });

  it("keeps a video as sent and refuses what is neither", async () => {
    const video = await upload(asha, mp4Bytes(), "clip.mp4", "video/mp4");
    expect(video.json()).toMatchObject({ type: "video", path: expect.stringMatching(/\.mp4$/) });
    const webm = await upload(asha, webmBytes(), "clip.webm", "video/webm");
    expect(webm.json()).toMatchObject({ type: "video", path: expect.stringMatching(/\.webm$/) });
    const text = await upload(asha, Buffer.from("just some text, not a picture at all"), "photo.jpg");
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(FeedMessages.unsupportedMedia);
  });

  it("checks a video's whole container, not only its first bytes", async () => {
    const script = Buffer.from("<script>alert(document.cookie)</script>".repeat(20));
    const borrowedHead = Buffer.concat([mp4Bytes().subarray(0, 24), script]);
    const cutShort = mp4Bytes().subarray(0, 200);
    const noMovie = Buffer.concat([
      mp4Bytes().subarray(0, 24),
      Buffer.from([0, 0, 0, 16]),
      Buffer.from("freeXXXXXXXX"),
    ]);
    const fakeWebm = Buffer.concat([webmBytes().subarray(0, 4), script]);
    for (const body of [borrowedHead, cutShort, noMovie, fakeWebm]) {
      const res = await upload(asha, body, "clip.mp4", "video/mp4");
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(FeedMessages.unsupportedMedia);
    }
  });

  it("refuses an image over 10 MB and a file over 50 MB", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const image = await upload(asha, big);
    expect(image.statusCode).toBe(413);
    expect(image.json().error.message).toBe(FeedMessages.imageTooLarge);
    const huge = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom"),
      Buffer.alloc(51 * 1024 * 1024),
    ]);
    expect((await upload(asha, huge, "long.mp4", "video/mp4")).statusCode).toBe(413);
  });

  it("needs a verified member, and only she can delete her file", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const { jar, userId } = await signIn(app, "newcomer@example.in");
    expect((await upload({ jar, id: userId, email: "newcomer@example.in" }, png)).statusCode).toBe(403);
    const { path } = (await upload(asha, png)).json();
    expect((await as(app, bela).del("/api/upload", { path })).statusCode).toBe(403);
    expect(existsSync(stored(path))).toBe(true);
    expect((await as(app, asha).del("/api/upload", { path })).statusCode).toBe(204);
    expect(existsSync(stored(path))).toBe(false);
  });
});

describe("unused uploads", () => {
  it("deletes a day-old upload nothing uses and keeps the ones a post or a message uses", async () => {
    const { app: timed, clock } = await createClockedApp({ jobs: true });
    try {
      const dana = await member(timed, "dana@example.in");
      const erin = await member(timed, "erin@example.in");
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#c2185b" } })
        .png()
        .toBuffer();
      const send = () => uploadAs(timed, dana, "/api/upload", png, "p.png", "image/png");
      const used = (await send()).json();
      const unused = (await send()).json();
      const pdf = (
        await uploadAs(timed, dana, "/api/chat/files", Buffer.from("%PDF-1.4\n"), "a.pdf", "application/pdf")
      ).json();
      expect(
        (await as(timed, dana).post("/api/posts", { content: "", image_urls: [used.url] })).statusCode,
      ).toBe(200);
      const chat = (
        await as(timed, dana).post("/api/chat/conversations", { participant_ids: [erin.id] })
      ).json();
      await as(timed, dana).post(`/api/chat/conversations/${chat.id}/messages`, { attachments: [pdf.path] });

      const queued = await rows(
        timed,
        "select data, start_after from pgboss.job where name = 'upload.sweep'",
      );
      expect(queued).toHaveLength(3);
      for (const job of queued) {
        expect(new Date(job.start_after as string).getTime()).toBe(clock.now().getTime() + 24 * 3600 * 1000);
      }

      const onDisk = (path: string) => existsSync(join(timed.deps.config.uploadsDir, path));
      const sweep = (path: string) => sweepUpload(timed.deps.database.db, timed.deps.storage, clock, path);
      clock.advance(23 * 3600 * 1000);
      expect(await sweep(unused.path)).toBe(false);
      expect(onDisk(unused.path)).toBe(true);

      clock.advance(3600 * 1000 + 1);
      expect(await Promise.all([used.path, unused.path, pdf.path].map(sweep))).toEqual([false, true, false]);
      expect([used.path, unused.path, pdf.path].map(onDisk)).toEqual([true, false, true]);
      expect(await rows(timed, "select path from pending_uploads")).toEqual([]);
    } finally {
      await timed.close();
    }
  });
});
