import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { pendingUploads } from "../../db/schema/index.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import { MEDIA_PREFIX, type Storage } from "../../platform/storage.js";

export const UPLOAD_SWEEP_JOB = "upload.sweep";
export type UploadSweepJob = { path: string };

/** How long an upload may wait for the post, listing, shop, event or message it was made for. */
export const UNUSED_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Folders people upload into ahead of saving what uses the file (avatars and covers are saved at once). */
const UPLOAD_FOLDERS = [
  "post-media/",
  "listing-images/",
  "shop-images/",
  "private/listing-files/",
  "private/chat-files/",
  "private/job-cvs/",
];

export type PendingUploadDeps = { db: Db; clock: Clock; jobs: Pick<Jobs, "send"> | undefined };

/**
 * Storage that notes every file put into an upload folder and asks for it to be checked a day later. Wrapping
 * the adapter once means no upload route can forget to.
 */
export function trackingUploads(storage: Storage, { db, clock, jobs }: PendingUploadDeps): Storage {
  return {
    ...storage,
    async put(key, body, contentType) {
      await storage.put(key, body, contentType);
      if (!UPLOAD_FOLDERS.some((folder) => key.startsWith(folder))) return;
      const now = clock.now();
      const owner = /^(?:private\/)?[a-z-]+\/([0-9a-f-]{36})\//.exec(key)?.[1] ?? null;
      await db
        .insert(pendingUploads)
        .values({ path: key, user_id: owner, created_at: now })
        .onConflictDoNothing();
      await jobs?.send(UPLOAD_SWEEP_JOB, { path: key } satisfies UploadSweepJob, {
        startAfter: new Date(now.getTime() + UNUSED_UPLOAD_KEPT_MS),
      });
    },
  };
}

/** Whether anything saved points at the file, by its /media URL or its storage path. */
async function isReferenced(db: Db, path: string): Promise<boolean> {
  const url = `${MEDIA_PREFIX}${path}`;
  const attachment = JSON.stringify([{ path }]);
  const rows = await db.execute(sql`select
      exists (select 1 from posts where ${url} = any(image_urls) or ${url} = any(video_urls) or ${url} = any(media_urls))
      or exists (select 1 from events where cover_url = ${url})
      or exists (select 1 from listing_images where image_url = ${url})
      or exists (select 1 from listings where digital_file_path = ${path})
      or exists (select 1 from shops where logo_url = ${url} or cover_url = ${url})
      or exists (select 1 from slides where image_path = ${path})
      or exists (select 1 from profiles where avatar_url = ${url} or cover_url = ${url})
      or exists (select 1 from messages where attachments @> ${attachment}::jsonb)
      or exists (select 1 from job_applications where cv_path = ${path}) as used`);
  return Boolean((rows as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

/**
 * The day is up: a file nothing refers to is deleted; a used one stays. True when the file was deleted.
 * Only files still noted as pending are considered, so a file already claimed and forgotten is left alone.
 */
export async function sweepUpload(db: Db, storage: Pick<Storage, "delete">, clock: Clock, path: string) {
  const [pending] = await db.select().from(pendingUploads).where(eq(pendingUploads.path, path));
  if (!pending || clock.now().getTime() - pending.created_at.getTime() < UNUSED_UPLOAD_KEPT_MS) return false;
  const unused = !(await isReferenced(db, path));
  if (unused) await storage.delete(path);
  await db.delete(pendingUploads).where(eq(pendingUploads.path, path));
  return unused;
}
