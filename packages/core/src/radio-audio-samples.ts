/**
 * Silent recordings made byte by byte in each accepted format, for tests and the bench: real structures (MP3 and
 * ADTS frames, ISO boxes, Ogg pages), nothing downloaded. The MP3 decodes as silence in a browser.
 */

/** MPEG-1 Layer III, 32 kbit/s, 44.1 kHz mono: 104-byte frames of 1152 samples, all-zero side info (silence). */
export function silentMp3(seconds: number): Uint8Array {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const frame = new Uint8Array(104);
  frame.set([0xff, 0xfb, 0x10, 0xc0]);
  const out = new Uint8Array(frames * frame.length);
  for (let i = 0; i < frames; i++) out.set(frame, i * frame.length);
  return out;
}

/** AAC-LC in ADTS, 44.1 kHz mono, 1024 samples a frame. */
export function silentAdts(seconds: number): Uint8Array {
  const frames = Math.ceil((seconds * 44100) / 1024);
  const length = 16;
  const frame = new Uint8Array(length);
  frame.set([
    0xff,
    0xf1,
    (1 << 6) | (4 << 2),
    (1 << 6) | (length >> 11),
    (length >> 3) & 0xff,
    ((length & 7) << 5) | 0x1f,
    0xfc,
  ]);
  const out = new Uint8Array(frames * length);
  for (let i = 0; i < frames; i++) out.set(frame, i * length);
  return out;
}

const text = (value: string) => Uint8Array.from(value, (c) => c.charCodeAt(0));
function u32(value: number) {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}
function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const box = (type: string, ...body: Uint8Array[]) => {
  const inner = concat(...body);
  return concat(u32(inner.length + 8), text(type), inner);
};

/** An M4A: ftyp, a movie box with one audio track (or `handler`) and its duration, then the media data. */
export function silentM4a(seconds: number, handler = "soun"): Uint8Array {
  const mvhd = new Uint8Array(100);
  new DataView(mvhd.buffer).setUint32(12, 1000);
  new DataView(mvhd.buffer).setUint32(16, Math.round(seconds * 1000));
  const hdlr = concat(new Uint8Array(8), text(handler), new Uint8Array(13));
  return concat(
    box("ftyp", text("M4A "), u32(0), text("M4A isommp42")),
    box("moov", box("mvhd", mvhd), box("trak", box("mdia", box("hdlr", hdlr)))),
    box("mdat", new Uint8Array(256)),
  );
}

function oggPage(granule: bigint, sequence: number, body: Uint8Array, flags = 0) {
  const header = new Uint8Array(27);
  header.set(text("OggS"));
  header[5] = flags;
  const view = new DataView(header.buffer);
  view.setBigInt64(6, granule, true);
  view.setUint32(14, 1, true);
  view.setUint32(18, sequence, true);
  const lacing: number[] = [];
  let rest = body.length;
  while (rest >= 255) {
    lacing.push(255);
    rest -= 255;
  }
  lacing.push(rest);
  header[26] = lacing.length;
  return concat(header, Uint8Array.from(lacing), body);
}

/** Opus in Ogg: OpusHead, OpusTags, then a page a second of one-byte (TOC only) 20 ms packets. */
export function silentOpus(seconds: number): Uint8Array {
  const head = new Uint8Array(19);
  head.set(text("OpusHead"));
  head[8] = 1;
  head[9] = 1;
  new DataView(head.buffer).setUint16(10, 312, true);
  new DataView(head.buffer).setUint32(12, 48000, true);
  const tags = concat(text("OpusTags"), new Uint8Array([6, 0, 0, 0]), text("saheli"), new Uint8Array(4));
  const pages = [oggPage(0n, 0, head, 2), oggPage(0n, 1, tags)];
  for (let s = 1; s <= Math.ceil(seconds); s++) {
    pages.push(
      oggPage(
        BigInt(s * 48000 + 312),
        s + 1,
        new Uint8Array(50).fill(0xf8),
        s === Math.ceil(seconds) ? 4 : 0,
      ),
    );
  }
  return concat(...pages);
}
