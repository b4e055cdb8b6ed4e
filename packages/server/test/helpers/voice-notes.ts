/** WebM files shaped like the browser's MediaRecorder output: EBML header, a Segment of unknown size, Tracks. */
const element = (id: number[], payload: Buffer) => {
  if (payload.length >= 127) throw new Error("keep test elements small");
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
};

/** Track types: 1 video, 2 audio. */
export function recordedWebm(trackTypes: number[]): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    Buffer.concat(
      trackTypes.map((type, i) =>
        element(
          [0xae],
          Buffer.concat([
            element([0xd7], Buffer.from([i + 1])),
            element([0x83], Buffer.from([type])),
            element([0x86], Buffer.from(type === 2 ? "A_OPUS" : "V_VP8")),
          ]),
        ),
      ),
    ),
  );
  // A live recording leaves the Segment's and the Cluster's sizes unknown (all ones).
  const unknown = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), unknown, Buffer.alloc(512, 7)]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), unknown, tracks, cluster]);
}
