import { vint } from "./video-container.js";

const SEGMENT = 0x18538067n;
const TRACKS = 0x1654ae6bn;
const TRACK_ENTRY = 0xaen;
const TRACK_TYPE = 0x83n;
const CLUSTER = 0x1f43b675n;
const AUDIO_TRACK = 2;

type Element = { id: bigint; start: number; end: number | null };

/** The element at `at`: its id and where its content starts and ends (null: unknown size, to the parent's end). */
function element(body: Buffer, at: number): Element | null {
  const id = vint(body, at, true);
  const size = id && vint(body, at + id.length, false);
  if (!id || !size) return null;
  const start = at + id.length + size.length;
  const end = size.value === null ? null : start + Number(size.value);
  if (end !== null && end > body.length) return null;
  if (id.value === null) return null;
  return { id: id.value, start, end };
}

/** The children of [start, end) whose ids are wanted; stops at a child of unknown size. */
function* children(body: Buffer, start: number, end: number) {
  for (let at = start; at < end; ) {
    const child = element(body, at);
    if (!child) return;
    yield child;
    if (child.end === null) return;
    at = child.end;
  }
}

/**
 * The track types of a WebM file (already checked by `videoContainer`), read from its Tracks element: true when
 * every track is audio, as in a voice note recorded in the browser (MediaRecorder writes audio/webm).
 */
export function isAudioOnlyWebm(body: Buffer): boolean {
  const header = element(body, 0);
  if (!header?.end) return false;
  const segment = element(body, header.end);
  if (!segment || segment.id !== SEGMENT) return false;
  const types: number[] = [];
  for (const child of children(body, segment.start, segment.end ?? body.length)) {
    if (child.id === CLUSTER) break;
    if (child.id !== TRACKS || child.end === null) continue;
    for (const entry of children(body, child.start, child.end)) {
      if (entry.id !== TRACK_ENTRY || entry.end === null) continue;
      for (const field of children(body, entry.start, entry.end)) {
        if (field.id === TRACK_TYPE && field.end !== null)
          types.push(body.readUIntBE(field.start, field.end - field.start));
      }
    }
    break;
  }
  return types.length > 0 && types.every((type) => type === AUDIO_TRACK);
}
