/** A video's container as its structure shows it; stored under this extension and served with this type. */
export type VideoFormat = { ext: string; type: string };

const printable = (bytes: Buffer) => bytes.length === 4 && [...bytes].every((b) => b >= 0x20 && b <= 0x7e);

/**
 * Walks the whole file's structure (ISO boxes for MP4 and MOV, EBML for WebM, RIFF chunks for AVI), so a file
 * that only starts like a video (a script or an archive behind eight borrowed bytes) is refused.
 */
export function videoContainer(body: Buffer): VideoFormat | null {
  if (body.length < 16) return null;
  if (body.subarray(4, 8).toString("latin1") === "ftyp") return isoMedia(body);
  if (body.readUInt32BE(0) === 0x1a45dfa3) return webm(body);
  if (body.subarray(0, 4).toString("latin1") === "RIFF" && body.subarray(8, 12).toString("latin1") === "AVI ")
    return avi(body);
  return null;
}

/** ISO base media (ISO/IEC 14496-12): top-level boxes end to end, ftyp first, a movie header among them. */
function isoMedia(body: Buffer): VideoFormat | null {
  const seen = new Set<string>();
  let offset = 0;
  while (offset < body.length) {
    if (offset + 8 > body.length) return null;
    const type = body.subarray(offset + 4, offset + 8);
    if (!printable(type)) return null;
    let size = body.readUInt32BE(offset);
    if (size === 1) {
      if (offset + 16 > body.length) return null;
      const large = body.readBigUInt64BE(offset + 8);
      if (large > BigInt(body.length)) return null;
      size = Number(large);
      if (size < 16) return null;
    } else if (size === 0) {
      size = body.length - offset;
    } else if (size < 8) {
      return null;
    }
    if (offset + size > body.length) return null;
    seen.add(type.toString("latin1"));
    offset += size;
  }
  if (!seen.has("moov") && !seen.has("moof")) return null;
  const quickTime = body.subarray(8, 12).toString("latin1") === "qt  ";
  return quickTime ? { ext: "mov", type: "video/quicktime" } : { ext: "mp4", type: "video/mp4" };
}

/** An EBML variable-length integer: its length in bytes and its value (null for "unknown size"). */
export function vint(body: Buffer, offset: number, keepMarker: boolean) {
  const first = body[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > body.length) return null;
  let value = BigInt(keepMarker ? first : first & (0xff >> length));
  for (let i = 1; i < length; i++) value = (value << 8n) | BigInt(body[offset + i]!);
  const unknown = !keepMarker && value === (1n << BigInt(7 * length)) - 1n;
  return { length, value: unknown ? null : value };
}

/** WebM (Matroska): an EBML header whose DocType is webm, then one Segment filling the rest of the file. */
function webm(body: Buffer): VideoFormat | null {
  const headerSize = vint(body, 4, false);
  if (!headerSize || headerSize.value === null) return null;
  const headerStart = 4 + headerSize.length;
  const headerEnd = headerStart + Number(headerSize.value);
  if (headerEnd > body.length) return null;
  let docType = "";
  for (let at = headerStart; at < headerEnd; ) {
    const id = vint(body, at, true);
    const size = id && vint(body, at + id.length, false);
    if (!id || !size || size.value === null) return null;
    const start = at + id.length + size.length;
    const end = start + Number(size.value);
    if (end > headerEnd) return null;
    if (id.value === 0x4282n) docType = body.subarray(start, end).toString("latin1");
    at = end;
  }
  if (docType !== "webm") return null;
  const segment = vint(body, headerEnd, true);
  const segmentSize = segment && vint(body, headerEnd + segment.length, false);
  if (segment?.value !== 0x18538067n || !segmentSize) return null;
  const contentStart = headerEnd + segment.length + segmentSize.length;
  // A live recording may leave the size unknown; otherwise it must fit the file.
  if (segmentSize.value !== null && contentStart + Number(segmentSize.value) > body.length) return null;
  return { ext: "webm", type: "video/webm" };
}

/** AVI: a RIFF file whose chunks (each padded to an even length) fill its declared size. */
function avi(body: Buffer): VideoFormat | null {
  const end = 8 + body.readUInt32LE(4);
  if (end > body.length) return null;
  for (let at = 12; at < end; ) {
    if (at + 8 > end || !printable(body.subarray(at, at + 4))) return null;
    at += 8 + body.readUInt32LE(at + 4);
    at += at % 2;
    if (at > end + 1) return null;
  }
  return { ext: "avi", type: "video/x-msvideo" };
}
