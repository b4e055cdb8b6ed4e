import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, normalize, sep } from "node:path";
import type { Readable } from "node:stream";

export type StoredFile = { body: Buffer; contentType: string };
export type FileInfo = { contentType: string; size: number };
/** Inclusive byte offsets, as HTTP ranges count them. */
export type ByteRange = { start: number; end: number };

/** Where uploaded and generated media live. Keys are server-made paths like `listing-images/abc.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A file from local disk, streamed rather than read whole (data-export archives of up to 2 GB). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The whole file in memory: only for small files (a selfie under review); media are streamed. */
  get(key: string): Promise<StoredFile | null>;
  stat(key: string): Promise<FileInfo | null>;
  /**
   * The file's bytes (or a range of them) as a stream, never read whole into memory. `chunkBytes` sets how much a
   * local file stream reads ahead (64 KB by default); streams many people hold open at once (radio) ask for less.
   */
  open(key: string, range?: ByteRange, options?: { chunkBytes?: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** The public URL the web app uses for the key. */
  url(key: string): string;
}

const contentTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  // Chat audio (voice notes are stored as .weba, WebM holding only audio).
  ".weba": "audio/webm",
  ".ogg": "audio/ogg",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
};

export const MEDIA_PREFIX = "/media/";

/** Keys under this folder are never served at `/media/`; only a route that checks who asks may read them. */
export const PRIVATE_FOLDER = "private/";

const contentTypeOf = (key: string) => contentTypes[extname(key).toLowerCase()] ?? "application/octet-stream";
const isMissing = (error: unknown) =>
  ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._/-]*$/i.test(key) && !key.split("/").includes("..") && !key.includes("//");
}

/**
 * Whether a URL is a file she uploaded herself: under `/media/{folder}/{userId}/`, and a safe key (no `..`, no
 * `//`, nothing encoded). Posts, listings, shops and events accept pictures only on these terms.
 */
export function isOwnUpload(url: string, folder: string, userId: string): boolean {
  const prefix = `${MEDIA_PREFIX}${folder}/${userId}/`;
  return url.startsWith(prefix) && url.length > prefix.length && isSafeKey(url.slice(MEDIA_PREFIX.length));
}

/** Files on local disk under `root` (DATA_DIR/uploads by default). */
export function localDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await copyFile(source, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { body: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key, range, options) {
      return createReadStream(pathOf(key), {
        ...range,
        ...(options?.chunkBytes ? { highWaterMark: options.chunkBytes } : {}),
      });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
  };
}
