import { describe, expect, it } from "vitest";
import { bytesReader, readAudio } from "./radio-audio";
import { silentAdts, silentM4a, silentMp3, silentOpus } from "./radio-audio-samples";

const read = (bytes: Uint8Array) => readAudio(bytesReader(bytes));
const near = (ms: number | undefined, expected: number) =>
  expect(Math.abs((ms ?? 0) - expected)).toBeLessThan(100);

describe("audio read by its bytes", () => {
  it("reads an MP3 and its duration, with or without an ID3 tag", async () => {
    const mp3 = silentMp3(10);
    const info = await read(mp3);
    expect(info?.format).toBe("mp3");
    near(info?.duration_ms, 10_000);
    const tag = new Uint8Array(20);
    tag.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10]);
    const tagged = new Uint8Array(tag.length + mp3.length);
    tagged.set(tag);
    tagged.set(mp3, tag.length);
    near((await read(tagged))?.duration_ms, 10_000);
  });

  it("reads AAC in ADTS, M4A and Opus in Ogg", async () => {
    const aac = await read(silentAdts(5));
    expect(aac?.format).toBe("aac");
    near(aac?.duration_ms, 5000);
    expect(await read(silentM4a(42.5))).toEqual({ format: "m4a", duration_ms: 42_500 });
    const opus = await read(silentOpus(7));
    expect(opus?.format).toBe("opus");
    near(opus?.duration_ms, 7000);
  });

  it("refuses what only starts like audio, and what is not audio", async () => {
    const mp3 = silentMp3(2);
    const spoofed = new Uint8Array(5000);
    spoofed.set(mp3.subarray(0, 300));
    spoofed.fill(0x41, 300);
    expect(await read(spoofed)).toBeNull();
    expect(await read(silentM4a(3, "vide"))).toBeNull();
    const pdf = Uint8Array.from("%PDF-1.7 not a song at all, just a document", (c) => c.charCodeAt(0));
    expect(await read(pdf)).toBeNull();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0]);
    expect(await read(png)).toBeNull();
    const cutOgg = silentOpus(3);
    expect(await read(cutOgg.subarray(0, cutOgg.length - 10))).toBeNull();
  });
});
