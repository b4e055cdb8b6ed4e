import { crc32, deflateSync } from "node:zlib";
import { ProfileMessages } from "@saheli/core/profile";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage } from "./images.js";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } });

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose header claims width × height 1-bit pixels. */
function pngBomb(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(4096))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function expectRefused(input: Buffer, status: number, code: string, message: string) {
  await expect(processImage(input, "avatar")).rejects.toMatchObject({ statusCode: status, code, message });
}

describe("processImage", () => {
  it("makes an avatar exactly 400×400 JPEG from a PNG", async () => {
    const png = await solid(640, 480).png().toBuffer();
    const out = await processImage(png, "avatar");
    expect(out).toMatchObject({ contentType: "image/jpeg", ext: "jpg", width: 400, height: 400 });
    const meta = await sharp(out.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 400]);
    expect(out.bytes).toBe(out.body.length);
  });

  it("enlarges a small avatar to 400×400 too", async () => {
    const webp = await solid(90, 120).webp().toBuffer();
    const out = await processImage(webp, "avatar");
    expect([out.width, out.height]).toEqual([400, 400]);
  });

  it("fits a 4000×3000 cover inside 1920×1080", async () => {
    const jpeg = await solid(4000, 3000).jpeg().toBuffer();
    const out = await processImage(jpeg, "cover");
    expect([out.width, out.height]).toEqual([1440, 1080]);
    expect((await sharp(out.body).metadata()).format).toBe("jpeg");
  });

  it("never enlarges a post image", async () => {
    const webp = await solid(300, 200).webp().toBuffer();
    const out = await processImage(webp, "post");
    expect([out.width, out.height]).toEqual([300, 200]);
  });

  it("takes the first frame of an animated GIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 50, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = [await frame("#ff0000"), await frame("#00ff00"), await frame("#0000ff")];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const out = await processImage(gif, "post");
    expect([out.width, out.height]).toEqual([50, 40]);
    const [red, green, blue] = (await sharp(out.body).stats()).channels.map((c) => c.mean);
    expect(red).toBeGreaterThan(200);
    expect(green! + blue!).toBeLessThan(60);
  });

  it("applies the EXIF orientation, then drops EXIF and GPS", async () => {
    const jpeg = await solid(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Saheli test" },
        // IFD3 is the GPS directory in libvips.
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "12/1 58/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "77/1 35/1 0/1",
        },
      })
      .toBuffer();
    const rotated = await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const before = await sharp(rotated).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from("Saheli test"))).toBe(true);
    // The GPS IFD pointer, tag 0x8825, little-endian as sharp writes it.
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);

    const out = await processImage(rotated, "post");
    const after = await sharp(out.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(out.body.includes(Buffer.from("Exif\0\0"))).toBe(false);
    expect([out.width, out.height]).toEqual([48, 64]);
  });

  it("refuses a text file named .jpg", async () => {
    await expectRefused(
      Buffer.from("just some words, not a photo"),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      ProfileMessages.notImage,
    );
  });

  it("refuses an SVG", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectRefused(svg, 415, "UNSUPPORTED_MEDIA_TYPE", ProfileMessages.notImage);
  });

  it("refuses formats outside jpeg, png, gif and webp", async () => {
    const tiff = await solid(20, 20).tiff().toBuffer();
    await expectRefused(tiff, 415, "UNSUPPORTED_MEDIA_TYPE", ProfileMessages.notImage);
  });

  it("refuses a truncated image", async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    await expectRefused(
      jpeg.subarray(0, jpeg.length / 2),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      ProfileMessages.notImage,
    );
  });

  it.each([
    [20_000, 20_000],
    [8_000, 8_000],
  ])("refuses a decompression bomb declaring %i×%i pixels", async (width, height) => {
    await expectRefused(
      pngBomb(width, height),
      413,
      "PAYLOAD_TOO_LARGE",
      ProfileMessages.imageTooLargeInPixels,
    );
  });
});
