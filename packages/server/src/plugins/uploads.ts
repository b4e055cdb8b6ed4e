import multipart from "@fastify/multipart";
import { AppErrorCode } from "@saheli/core/errors";
import { FeedMessages } from "@saheli/core/feed";
import { ProfileMessages } from "@saheli/core/profile";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";

/** Spec (doc 2, doc 3): the general file limit; each route passes its own smaller `maxBytes`. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** What the route expects; the first bytes are checked against it before the rest is read. */
export type UploadKind = "image" | "video" | "media" | "file";

export type Upload = { buffer: Buffer; filename: string; mimetype: string };

const at = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).equals(Buffer.from(text, "latin1"));

const isImage = (head: Buffer) =>
  at(head, 0, "\xff\xd8\xff") ||
  at(head, 0, "\x89PNG\r\n\x1a\n") ||
  at(head, 0, "GIF8") ||
  (at(head, 0, "RIFF") && at(head, 8, "WEBP"));
// mp4 and mov (ISO boxes), webm (EBML), avi (RIFF).
const isVideo = (head: Buffer) =>
  at(head, 4, "ftyp") || at(head, 0, "\x1a\x45\xdf\xa3") || (at(head, 0, "RIFF") && at(head, 8, "AVI "));

const signatures: Record<Exclude<UploadKind, "file">, (head: Buffer) => boolean> = {
  image: isImage,
  video: isVideo,
  media: (head) => isImage(head) || isVideo(head),
};

/** What the bytes say a file is (never its name or declared type). */
export function sniffMedia(head: Buffer): "image" | "video" | null {
  if (isImage(head)) return "image";
  return isVideo(head) ? "video" : null;
}
const HEAD_BYTES = 12;

export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 25 } });
}

/** Reads the one file field named "file", refusing it as soon as it passes `maxBytes`. */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; kind: UploadKind },
): Promise<Upload> {
  try {
    return await readFilePart(request, options);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Busboy's own complaints (no boundary, a form cut short): the body is malformed, not our fault.
    request.log.info({ err: error }, "unreadable multipart body");
    throw AppError.badRequest(ProfileMessages.unreadableUpload);
  }
}

async function readFilePart(
  request: FastifyRequest,
  options: { maxBytes: number; kind: UploadKind },
): Promise<Upload> {
  const { kind } = options;
  const maxBytes = Math.min(options.maxBytes, UPLOAD_MAX_BYTES);
  if (!request.isMultipart()) throw AppError.badRequest(ProfileMessages.noFile);
  // Busboy passes at most one byte past the limit: enough to know the file is too large, no more held.
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (part?.fieldname !== "file") throw AppError.badRequest(ProfileMessages.noFile);

  const chunks: Buffer[] = [];
  let size = 0;
  let checked = kind === "file";
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
    if (!checked && size >= HEAD_BYTES) {
      checkKind(Buffer.concat(chunks), kind, part.mimetype);
      checked = true;
    }
  }
  if (size === 0) throw AppError.badRequest(ProfileMessages.noFile);
  const buffer = Buffer.concat(chunks, size);
  if (!checked) checkKind(buffer, kind, part.mimetype);
  return { buffer, filename: part.filename, mimetype: part.mimetype };
}

function tooLarge(maxBytes: number) {
  const mb = maxBytes / (1024 * 1024);
  return new AppError(
    AppErrorCode.PAYLOAD_TOO_LARGE,
    413,
    ProfileMessages.fileTooLarge(Number.isInteger(mb) ? mb : Number(mb.toPrecision(2))),
  );
}

function checkKind(head: Buffer, kind: UploadKind, declared: string) {
  if (kind === "file" || signatures[kind](head)) return;
  const message =
    kind === "image"
      ? ProfileMessages.notImage
      : kind === "media"
        ? FeedMessages.unsupportedMedia
        : ProfileMessages.unsupportedType(declared, kind);
  throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, message);
}
