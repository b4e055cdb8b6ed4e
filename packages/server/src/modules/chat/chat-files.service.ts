import { ChatLimits, ChatMessages, chatKindOf } from "@saheli/core/chat";
import { AppErrorCode } from "@saheli/core/errors";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { type ChatAttachment, conversationParticipants, messages } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { processImage } from "../../platform/images.js";
import { isSafeKey, PRIVATE_FOLDER, type Storage } from "../../platform/storage.js";
import { videoContainer } from "../../platform/video-container.js";
import { isAudioOnlyWebm } from "../../platform/webm-tracks.js";
import { sniffMedia, type Upload } from "../../plugins/uploads.js";

export const CHAT_FILES_FOLDER = `${PRIVATE_FOLDER}chat-files`;

const at = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).equals(Buffer.from(text, "latin1"));

const OFFICE = {
  docx: "wordprocessingml.document",
  xlsx: "spreadsheetml.sheet",
  pptx: "presentationml.presentation",
};

/** What the bytes say a chat file is: an image, video, audio or document type, or null for anything else. */
export function sniffChatFile(body: Buffer, filename: string): { mime: string; ext: string } | null {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase() ?? "";
  const media = sniffMedia(body);
  if (media === "video") {
    const format = videoContainer(body);
    // A voice note recorded in the app is WebM with only an audio track (issue 21 §6).
    if (format?.ext === "webm" && isAudioOnlyWebm(body)) return { mime: "audio/webm", ext: "weba" };
    return format && { mime: format.type, ext: format.ext };
  }
  if (at(body, 0, "OggS")) return { mime: "audio/ogg", ext: "ogg" };
  if (at(body, 0, "ID3") || (body[0] === 0xff && ((body[1] ?? 0) & 0xe0) === 0xe0))
    return { mime: "audio/mpeg", ext: "mp3" };
  if (at(body, 0, "RIFF") && at(body, 8, "WAVE")) return { mime: "audio/wav", ext: "wav" };
  if (at(body, 0, "%PDF-")) return { mime: "application/pdf", ext: "pdf" };
  if (at(body, 0, "PK\x03\x04")) {
    const office = OFFICE[ext as keyof typeof OFFICE];
    return office
      ? { mime: `application/vnd.openxmlformats-officedocument.${office}`, ext }
      : { mime: "application/zip", ext: "zip" };
  }
  if ((ext === "txt" || ext === "csv") && !body.includes(0)) {
    return { mime: ext === "csv" ? "text/csv" : "text/plain", ext };
  }
  return null;
}

export type ChatFilesDeps = { db: Db; storage: Storage; clock: Clock };

/**
 * Chat attachments (doc 2 §9: image, video, audio, document), kept private: only she (before sending) and the
 * people of a conversation it was sent into may fetch one. Images are re-encoded without EXIF or GPS.
 */
export function chatFiles({ db, storage, clock }: ChatFilesDeps) {
  const ownFolder = (userId: string) => `${CHAT_FILES_FOLDER}/${userId}/`;
  const urlOf = (path: string) => `/api/chat/files/${path.slice(CHAT_FILES_FOLDER.length + 1)}`;
  const cleanName = (name: string, ext: string) =>
    name.replace(/[^\p{L}\p{N}._ -]/gu, "").slice(0, 120) || `file.${ext}`;

  async function upload(userId: string, file: Upload): Promise<ChatAttachment> {
    let body = file.buffer;
    let type: { mime: string; ext: string } | null;
    if (sniffMedia(body) === "image") {
      if (body.length > ChatLimits.imageBytesMax) {
        throw new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, "File size exceeds 10MB limit");
      }
      const image = await processImage(body, "post");
      body = image.body;
      type = { mime: image.contentType, ext: image.ext };
    } else {
      type = sniffChatFile(body, file.filename);
    }
    if (!type) {
      throw new AppError(
        AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
        415,
        `File type ${file.mimetype} is not supported for chat`,
      );
    }
    const path = `${ownFolder(userId)}${clock.now().getTime()}-${Math.random().toString(36).slice(2, 8)}.${type.ext}`;
    await storage.put(path, body, type.mime);
    return {
      path,
      url: urlOf(path),
      kind: chatKindOf(type.mime),
      mime: type.mime,
      name: cleanName(file.filename, type.ext),
      size: body.length,
    };
  }

  /**
   * The files she uploaded, described by storage (not read) so nothing about them is taken from the client.
   * Each is named once per message.
   */
  async function attach(userId: string, paths: string[]): Promise<ChatAttachment[]> {
    if (new Set(paths).size !== paths.length) throw AppError.badRequest(ChatMessages.sameFileTwice);
    return Promise.all(
      paths.map(async (path) => {
        if (!path.startsWith(ownFolder(userId)) || !isSafeKey(path))
          throw AppError.forbidden("You can only send your own uploads.");
        const file = await storage.stat(path);
        if (!file) throw AppError.notFound("File not found");
        const name = path.slice(path.lastIndexOf("/") + 1);
        return {
          path,
          url: urlOf(path),
          kind: chatKindOf(file.contentType),
          mime: file.contentType,
          name,
          size: file.size,
        };
      }),
    );
  }

  async function discard(paths: string[]) {
    await Promise.all(paths.map((path) => storage.delete(path).catch(() => undefined)));
  }

  /** A file for someone who may see it: her own upload, or one sent into a conversation she is part of. */
  async function read(userId: string, relative: string) {
    const path = `${CHAT_FILES_FOLDER}/${relative}`;
    if (!isSafeKey(path)) throw AppError.notFound("File not found");
    if (!path.startsWith(ownFolder(userId))) {
      const [shared] = await db
        .select({ one: sql`1` })
        .from(messages)
        .innerJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversation_id, messages.conversation_id),
            eq(conversationParticipants.user_id, userId),
          ),
        )
        .where(
          and(
            sql`${messages.attachments} @> ${JSON.stringify([{ path }])}::jsonb`,
            isNull(messages.deleted_at),
          ),
        )
        .limit(1);
      if (!shared) throw AppError.notFound("File not found");
    }
    const file = await storage.stat(path);
    if (!file) throw AppError.notFound("File not found");
    return { path, ...file };
  }

  return { upload, attach, discard, read };
}

export type ChatFiles = ReturnType<typeof chatFiles>;
