import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppErrorCode } from "@saheli/core/errors";
import { RadioLimits, RadioMessages } from "@saheli/core/radio";
import { AUDIO_TYPES, type AudioFormat, type ByteReader, readAudio } from "@saheli/core/radio-audio";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors.js";

export type ReceivedAudio = {
  path: string;
  size: number;
  format: AudioFormat;
  contentType: string;
  ext: string;
  durationMs: number;
  fields: Record<string, string>;
};

const tooLarge = () => new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, RadioMessages.audioTooLarge);
const notAudio = () => new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, RadioMessages.notAudio);

/** The first bytes of every format we accept: ID3 or an MPEG/ADTS frame sync, an ISO `ftyp` box, an Ogg page. */
function plausibleHead(head: Buffer) {
  return (
    head.subarray(0, 3).toString("latin1") === "ID3" ||
    (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) ||
    head.subarray(4, 8).toString("latin1") === "ftyp" ||
    head.subarray(0, 4).toString("latin1") === "OggS"
  );
}

/**
 * Receives an episode (multipart: its text fields first, then `file`) onto local disk as it arrives, never whole
 * in memory: refused past 200 MB, refused at once when the first bytes are no audio format, then read end to end
 * (core `readAudio`) for its format and duration. The caller stores it and calls `discard`.
 */
export async function receiveAudio(
  request: FastifyRequest,
): Promise<{ audio: ReceivedAudio; discard: () => Promise<void> }> {
  if (!request.isMultipart()) throw AppError.badRequest(RadioMessages.noAudio);
  const max = RadioLimits.audioBytesMax;
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: max + 1, files: 1, fields: 10 } });
  } catch {
    throw AppError.badRequest(RadioMessages.noAudio);
  }
  if (part?.fieldname !== "file") throw AppError.badRequest(RadioMessages.noAudio);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === "field") fields[name] = String(field.value);
  }
  const dir = await mkdtemp(join(tmpdir(), "saheli-radio-"));
  const discard = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, "episode");
  try {
    let size = 0;
    let head: Buffer | null = Buffer.alloc(0);
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > max) return done(tooLarge());
        if (head) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= 12) {
            if (!plausibleHead(head)) return done(notAudio());
            head = null;
          }
        }
        done(null, chunk);
      },
    });
    await pipeline(part.file, guard, createWriteStream(path));
    if (size === 0) throw AppError.badRequest(RadioMessages.noAudio);
    if (part.file.truncated) throw tooLarge();
    const info = await readFileAudio(path, size);
    if (!info) throw notAudio();
    if (info.duration_ms <= 0) throw AppError.badRequest(RadioMessages.audioUnreadable);
    const { type, ext } = AUDIO_TYPES[info.format];
    return {
      audio: {
        path,
        size,
        format: info.format,
        contentType: type,
        ext,
        durationMs: info.duration_ms,
        fields,
      },
      discard,
    };
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, "unreadable episode upload");
    throw AppError.badRequest(RadioMessages.noAudio);
  }
}

async function readFileAudio(path: string, size: number) {
  const handle = await open(path, "r");
  try {
    const reader: ByteReader = {
      size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await readAudio(reader);
  } finally {
    await handle.close();
  }
}
