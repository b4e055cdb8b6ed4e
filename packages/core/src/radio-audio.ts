/**
 * What an uploaded episode is, read from its bytes alone (never its name or declared type), and how long it plays.
 * Each format's structure is walked end to end (MP3 and ADTS frames, ISO boxes, Ogg pages), so a file that only
 * starts like audio is refused. Reads go through a `ByteReader`, so a 200 MB file is never held whole.
 */

export type AudioFormat = "mp3" | "aac" | "m4a" | "opus";

export const AUDIO_TYPES: Record<AudioFormat, { type: string; ext: string }> = {
  mp3: { type: "audio/mpeg", ext: "mp3" },
  aac: { type: "audio/aac", ext: "aac" },
  m4a: { type: "audio/mp4", ext: "m4a" },
  opus: { type: "audio/ogg", ext: "opus" },
};

export type AudioInfo = { format: AudioFormat; duration_ms: number };

/** Random access to a file's bytes; a read past the end returns what there is. */
export type ByteReader = { size: number; read(offset: number, length: number): Promise<Uint8Array> };

/** A reader over bytes already in memory (tests, small files). */
export function bytesReader(bytes: Uint8Array): ByteReader {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) };
}

/** Keeps a window of the file in memory so walking thousands of small frames costs few reads. */
function buffered(reader: ByteReader, windowSize = 1 << 20): ByteReader {
  let start = 0;
  let window: Uint8Array = new Uint8Array(0);
  return {
    size: reader.size,
    async read(offset, length) {
      if (offset >= start && offset + length <= start + window.length) {
        return window.subarray(offset - start, offset - start + length);
      }
      if (length > windowSize) return reader.read(offset, length);
      start = offset;
      window = await reader.read(offset, windowSize);
      return window.subarray(0, length);
    },
  };
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** Reads a file and says which audio it is and its duration, or null when it is not audio we accept. */
export async function readAudio(source: ByteReader): Promise<AudioInfo | null> {
  const reader = buffered(source);
  const head = await reader.read(0, 64);
  if (head.length < 12) return null;
  if (ascii(head, 0, 4) === "OggS") return ogg(reader);
  if (ascii(head, 4, 4) === "ftyp") return m4a(reader);
  let start = 0;
  if (ascii(head, 0, 3) === "ID3") {
    // ID3v2: a ten-byte header whose size is four 7-bit bytes, plus a footer when flagged.
    const size =
      ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
    start = 10 + size + (head[5]! & 0x10 ? 10 : 0);
  }
  const first = await reader.read(start, 4);
  if (first.length < 4 || first[0] !== 0xff || (first[1]! & 0xe0) !== 0xe0) return null;
  return (first[1]! & 0x06) === 0 ? adts(reader, start) : mp3(reader, start);
}

// MPEG audio: bitrates (kbit/s) for Layer III by [MPEG-1 | MPEG-2/2.5][index].
const MP3_BITRATES = [
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** What may follow the last frame: ID3v1, APE or Lyrics3 tags, or a frame cut short. */
async function endsWithTag(reader: ByteReader, at: number) {
  const rest = reader.size - at;
  if (rest <= 0) return true;
  const bytes = await reader.read(at, Math.min(rest, 11));
  const text = ascii(bytes, 0, bytes.length);
  return (
    text.startsWith("TAG") || text.startsWith("APETAGEX") || text.startsWith("LYRICSBEGIN") || rest < 1441
  );
}

/** MPEG-1/2/2.5 Layer III frames back to back from `start` to the end. */
async function mp3(reader: ByteReader, start: number): Promise<AudioInfo | null> {
  let at = start;
  let frames = 0;
  let seconds = 0;
  while (at + 4 <= reader.size) {
    const h = await reader.read(at, 4);
    if (h[0] !== 0xff || (h[1]! & 0xe0) !== 0xe0) break;
    const version = (h[1]! >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
    const layer = (h[1]! >> 1) & 3; // 1: Layer III
    const bitrateIndex = h[2]! >> 4;
    const rateIndex = (h[2]! >> 2) & 3;
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) break;
    const rate = MP3_RATES[version]![rateIndex]!;
    const bitrate = MP3_BITRATES[version === 3 ? 0 : 1]![bitrateIndex]! * 1000;
    const padding = (h[2]! >> 1) & 1;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * bitrate) / rate) + padding;
    frames += 1;
    seconds += samples / rate;
    at += length;
  }
  // A couple of frames could happen by chance in other data; a real recording has many, to the end.
  if (frames < 3 || !(await endsWithTag(reader, at))) return null;
  return { format: "mp3", duration_ms: Math.round(seconds * 1000) };
}

const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

/** AAC in ADTS frames, each with its own header and length, back to back from `start` to the end. */
async function adts(reader: ByteReader, start: number): Promise<AudioInfo | null> {
  let at = start;
  let frames = 0;
  let seconds = 0;
  while (at + 7 <= reader.size) {
    const h = await reader.read(at, 7);
    if (h[0] !== 0xff || (h[1]! & 0xf6) !== 0xf0) break;
    const rate = ADTS_RATES[(h[2]! >> 2) & 0x0f];
    const length = ((h[3]! & 0x03) << 11) | (h[4]! << 3) | (h[5]! >> 5);
    const blocks = (h[6]! & 0x03) + 1;
    if (!rate || length < 7) break;
    frames += 1;
    seconds += (1024 * blocks) / rate;
    at += length;
  }
  if (frames < 3 || !(await endsWithTag(reader, at))) return null;
  return { format: "aac", duration_ms: Math.round(seconds * 1000) };
}

/**
 * M4A: ISO boxes end to end; the movie box holds an audio track (`soun` handler) and no video track, and its
 * header the duration.
 */
async function m4a(reader: ByteReader): Promise<AudioInfo | null> {
  let at = 0;
  let moov: Uint8Array | null = null;
  while (at < reader.size) {
    const header = await reader.read(at, 16);
    if (header.length < 8) return null;
    let size = u32be(header, 0);
    const type = ascii(header, 4, 4);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = u32be(header, 8) * 2 ** 32 + u32be(header, 12);
      headerSize = 16;
    } else if (size === 0) {
      size = reader.size - at;
    }
    if (size < headerSize || at + size > reader.size) return null;
    if (type === "moov") {
      if (size > 64 * 1024 * 1024) return null;
      moov = await reader.read(at + headerSize, size - headerSize);
    }
    at += size;
  }
  if (!moov) return null;
  const boxes = children(moov);
  const mvhd = boxes.find((box) => box.type === "mvhd");
  if (!mvhd) return null;
  const handlers = boxes
    .filter((box) => box.type === "trak")
    .map((trak) => children(trak.body).find((b) => b.type === "mdia"))
    .map((mdia) => (mdia ? children(mdia.body).find((b) => b.type === "hdlr") : undefined))
    .map((hdlr) => (hdlr && hdlr.body.length >= 12 ? ascii(hdlr.body, 8, 4) : ""));
  if (!handlers.includes("soun") || handlers.includes("vide")) return null;
  const body = mvhd.body;
  const v1 = body[0] === 1;
  if (body.length < (v1 ? 32 : 20)) return null;
  const timescale = u32be(body, v1 ? 20 : 12);
  const duration = v1 ? u32be(body, 24) * 2 ** 32 + u32be(body, 28) : u32be(body, 16);
  if (!timescale) return null;
  return { format: "m4a", duration_ms: Math.round((duration / timescale) * 1000) };
}

function children(body: Uint8Array): { type: string; body: Uint8Array }[] {
  const boxes: { type: string; body: Uint8Array }[] = [];
  for (let at = 0; at + 8 <= body.length; ) {
    const size = u32be(body, at);
    if (size < 8 || at + size > body.length) break;
    boxes.push({ type: ascii(body, at + 4, 4), body: body.subarray(at + 8, at + size) });
    at += size;
  }
  return boxes;
}

/**
 * Opus in Ogg: pages back to back to the end, the first carrying the `OpusHead` packet. Duration from the last
 * page's granule position (48 kHz samples) less the pre-skip.
 */
async function ogg(reader: ByteReader): Promise<AudioInfo | null> {
  let at = 0;
  let pages = 0;
  let preSkip = 0;
  let lastGranule = 0;
  while (at < reader.size) {
    const header = await reader.read(at, 27);
    if (header.length < 27 || ascii(header, 0, 4) !== "OggS" || header[4] !== 0) return null;
    const segments = header[26]!;
    const lacing = await reader.read(at + 27, segments);
    if (lacing.length < segments) return null;
    const bodySize = lacing.reduce((sum, n) => sum + n, 0);
    const bodyStart = at + 27 + segments;
    if (bodyStart + bodySize > reader.size) return null;
    if (pages === 0) {
      const body = await reader.read(bodyStart, Math.min(bodySize, 19));
      if (body.length < 19 || ascii(body, 0, 8) !== "OpusHead") return null;
      preSkip = body[10]! | (body[11]! << 8);
    }
    const granule = new DataView(header.buffer, header.byteOffset, header.length).getBigInt64(6, true);
    // -1 means no packet ends on this page.
    if (granule >= 0n) lastGranule = Number(granule);
    pages += 1;
    at = bodyStart + bodySize;
  }
  if (pages < 2) return null;
  return { format: "opus", duration_ms: Math.round((Math.max(0, lastGranule - preSkip) / 48000) * 1000) };
}
