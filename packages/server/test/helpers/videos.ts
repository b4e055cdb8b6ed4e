/** The smallest files whose structure is a real video container: MP4 (ISO boxes) and WebM (EBML). */
const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, payload]);
};

export function mp4Bytes(mediaBytes = 2048): Buffer {
  return Buffer.concat([
    box("ftyp", Buffer.from("isom\0\0\x02\0isommp41", "latin1")),
    box("moov", box("mvhd", Buffer.alloc(100))),
    box("mdat", Buffer.alloc(mediaBytes)),
  ]);
}

/** An EBML element with a one-byte size (payloads under 127 bytes) or an eight-byte one. */
const element = (id: number[], payload: Buffer) => {
  let size = Buffer.from([0x80 | payload.length]);
  if (payload.length >= 127) {
    size = Buffer.alloc(8);
    size[0] = 0x01;
    size.writeUInt32BE(payload.length, 4);
  }
  return Buffer.concat([Buffer.from(id), size, payload]);
};

export function webmBytes(mediaBytes = 2048): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], Buffer.alloc(mediaBytes))]);
}
