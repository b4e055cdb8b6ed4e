import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, normalize, sep } from "node:path";

export type StoredFile = { body: Buffer; contentType: string };

/** Where uploaded and generated media live. Keys are server-made paths like `listing-images/abc.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
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
};

export const MEDIA_PREFIX = "/media/";

/** Keys under this folder are never served at `/media/`; only a route that checks who asks may read them. */
export const PRIVATE_FOLDER = "private/";

export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._/-]*$/i.test(key) && !key.split("/").includes("..") && !key.includes("//");
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
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const body = await readFile(pathOf(key));
        return { body, contentType: contentTypes[extname(key).toLowerCase()] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
  };
}
