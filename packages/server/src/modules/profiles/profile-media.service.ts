import { randomBytes } from "node:crypto";
import type { MediaUploadResponse } from "@saheli/core/contracts/profiles";
import { ProfileLimits } from "@saheli/core/profile";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import { processImage } from "../../platform/images.js";
import type { Storage } from "../../platform/storage.js";
import { requireOwner } from "./owner.js";
import { findProfile, updateProfile } from "./profiles.queries.js";

export type ProfileMediaDeps = { db: Db; clock: Clock; storage: Storage };
export type ProfileImage = "avatar" | "cover";

/** Doc 2 §9: avatars under 5 MB, other images (covers) under 10 MB. */
export const PROFILE_IMAGE_MAX_BYTES: Record<ProfileImage, number> = {
  avatar: ProfileLimits.avatarMaxBytes,
  cover: ProfileLimits.imageMaxBytes,
};

const columns = {
  avatar: { url: "avatar_url", path: "avatar_path" },
  cover: { url: "cover_url", path: "cover_path" },
} as const;

/** Avatars and covers in the user-avatars bucket: re-encoded, stripped, and the old file removed. */
export function profileMediaService({ db, clock, storage }: ProfileMediaDeps) {
  async function currentPath(userId: string, kind: ProfileImage) {
    const row = await findProfile(db, { id: userId });
    return row?.[columns[kind].path] ?? null;
  }

  /** `read` is called only once she is known to own the profile, so a stranger's upload is never read. */
  async function replace(
    viewerId: string,
    profileId: string,
    kind: ProfileImage,
    read: () => Promise<{ buffer: Buffer }>,
  ): Promise<MediaUploadResponse> {
    requireOwner(viewerId, profileId);
    const image = await processImage((await read()).buffer, kind);
    const now = clock.now();
    // A new name every time, so caches never serve the old picture under the new URL.
    const key = `user-avatars/${profileId}/${kind}-${now.getTime()}-${randomBytes(4).toString("hex")}.${image.ext}`;
    const previous = await currentPath(profileId, kind);
    await storage.put(key, image.body, image.contentType);
    const url = storage.url(key);
    try {
      await updateProfile(db, profileId, { [columns[kind].url]: url, [columns[kind].path]: key }, now);
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
    if (previous && previous !== key) await storage.delete(previous).catch(() => undefined);
    return { url, width: image.width, height: image.height, bytes: image.bytes };
  }

  async function remove(viewerId: string, profileId: string, kind: ProfileImage) {
    requireOwner(viewerId, profileId);
    const previous = await currentPath(profileId, kind);
    await updateProfile(
      db,
      profileId,
      { [columns[kind].url]: null, [columns[kind].path]: null },
      clock.now(),
    );
    if (previous) await storage.delete(previous).catch(() => undefined);
  }

  return { replace, remove };
}
