import { AppErrorCode } from "@saheli/core/errors";
import { FeedLimits, FeedMessages } from "@saheli/core/feed";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { processImage } from "../../platform/images.js";
import type { Storage } from "../../platform/storage.js";
import { videoContainer } from "../../platform/video-container.js";
import { sniffMedia, type Upload } from "../../plugins/uploads.js";

export const POST_MEDIA_BUCKET = "post-media";

export type UploadServiceDeps = { storage: Storage; clock: Clock };

/**
 * `POST /api/upload` (doc 1 §7): an image (≤ 10 MB, re-encoded as JPEG without EXIF or GPS) or a video
 * (≤ 50 MB, kept as sent) under `post-media/{userId}/{timestamp}.{ext}`.
 */
export function uploadService({ storage, clock }: UploadServiceDeps) {
  /** A server-made path in her folder of the bucket; a few random characters keep two in one millisecond apart. */
  const pathFor = (bucket: string, userId: string, ext: string) =>
    `${bucket}/${userId}/${clock.now().getTime()}-${Math.random().toString(36).slice(2, 8)}.${ext}`;

  /** A photo for a shop or a listing: checked by its bytes, re-encoded without EXIF or GPS. */
  async function storeImage(userId: string, upload: Upload, bucket: string) {
    if (sniffMedia(upload.buffer) !== "image") {
      throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, FeedMessages.invalidImage);
    }
    if (upload.buffer.length > FeedLimits.imageMaxBytes) {
      throw new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, FeedMessages.imageTooLarge);
    }
    const image = await processImage(upload.buffer, "post");
    const path = pathFor(bucket, userId, image.ext);
    await storage.put(path, image.body, image.contentType);
    return { url: storage.url(path), path };
  }

  /** A file kept out of /media (under private/): only the app hands it out, to those allowed. */
  async function storePrivateFile(userId: string, upload: Upload, folder: string) {
    const ext = /\.([a-z0-9]{1,8})$/i.exec(upload.filename)?.[1]?.toLowerCase() ?? "bin";
    const path = pathFor(folder, userId, ext);
    await storage.put(path, upload.buffer, "application/octet-stream");
    const filename = upload.filename.replace(/[^\p{L}\p{N}._ -]/gu, "").slice(0, 120) || `file.${ext}`;
    return { path, filename, size: upload.buffer.length };
  }

  async function store(userId: string, upload: Upload) {
    const kind = sniffMedia(upload.buffer);
    if (!kind) throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, FeedMessages.unsupportedMedia);
    let file: { body: Buffer; ext: string; type: string };
    if (kind === "image") {
      if (upload.buffer.length > FeedLimits.imageMaxBytes) {
        throw new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, FeedMessages.imageTooLarge);
      }
      const image = await processImage(upload.buffer, "post");
      file = { body: image.body, ext: image.ext, type: image.contentType };
    } else {
      const format = videoContainer(upload.buffer);
      if (!format) {
        throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, FeedMessages.unsupportedMedia);
      }
      file = { body: upload.buffer, ...format };
    }
    const path = pathFor(POST_MEDIA_BUCKET, userId, file.ext);
    await storage.put(path, file.body, file.type);
    return { url: storage.url(path), path, bucket: POST_MEDIA_BUCKET, type: kind };
  }

  /** Removing an attached item deletes its file; only her own folder of the bucket can be touched. */
  async function remove(userId: string, path: string, bucket = POST_MEDIA_BUCKET) {
    if (!path.startsWith(`${bucket}/${userId}/`) || path.includes("..")) {
      throw AppError.forbidden("You can only remove your own uploads.");
    }
    await storage.delete(path);
  }

  return { store, storeImage, storePrivateFile, remove };
}
