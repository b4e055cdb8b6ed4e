import type {
  Episode,
  ShowCard,
  ShowDetail,
  ShowInput,
  showsQuerySchema,
} from "@saheli/core/contracts/radio";
import { AppErrorCode } from "@saheli/core/errors";
import { RadioWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { type RadioCategory, RadioMessages, type ShowStatus, showSlug } from "@saheli/core/radio";
import { normalizeQuery } from "@saheli/core/search";
import { idFromSlug } from "@saheli/core/slugs";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { pendingUploads, radioEpisodes } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { isOwnUpload, MEDIA_PREFIX, type Storage } from "../../platform/storage.js";
import { recordAudit } from "../admin/audit.queries.js";
import { POST_MEDIA_BUCKET } from "../media/upload.service.js";
import type { NewNotification } from "../notifications/notifications.service.js";
import {
  approvedShows,
  decideShow,
  deleteHostedEpisode,
  type EpisodeRow,
  episodeById,
  episodes,
  follow,
  followedShows,
  insertEpisode,
  insertShow,
  type ShowRow,
  showById,
  showsByStatus,
  showsHostedBy,
  unfollow,
} from "./radio.queries.js";

export type RadioServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Pick<Storage, "delete">;
  notifications: { notify(input: NewNotification): Promise<void> };
};

export type Viewer = { userId: string; role: string } | null;
const isAdmin = (viewer: Viewer) => viewer?.role === "A";

export const episodeAudioUrl = (id: string) => `/api/radio/episodes/${id}/audio`;

export function episodeOf(row: EpisodeRow): Episode {
  return {
    id: row.id,
    show_id: row.show_id,
    show_slug: `${row.show_slug}-${row.show_id}`,
    show_title: row.show_title,
    cover_url: row.cover_url,
    title: row.title,
    description: row.description,
    duration_ms: row.duration_ms,
    size_bytes: Number(row.size_bytes),
    content_type: row.content_type,
    audio_url: episodeAudioUrl(row.id),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Saheli Radio's shows and episodes (issue 23 §4): a verified member proposes a show, an admin approves or
 * declines it with a reason (in the audit log); approved shows are listed, followed, and get episodes from their
 * host. A pending or declined show is seen by its host and admins only.
 */
export function radioService({ db, clock, storage, notifications }: RadioServiceDeps) {
  function card(row: ShowRow, viewer: Viewer): ShowCard {
    const mayKnowWhy = viewer && (viewer.userId === row.host_id || isAdmin(viewer));
    return {
      id: row.id,
      slug: `${row.slug}-${row.id}`,
      title: row.title,
      description: row.description,
      cover_url: row.cover_url,
      category: row.category as RadioCategory,
      status: row.status as ShowStatus,
      decline_reason: mayKnowWhy ? row.decline_reason : null,
      host: {
        id: row.host_id,
        username: row.host_username,
        full_name: row.host_name,
        avatar_url: row.host_avatar,
      },
      episode_count: row.episode_count,
      follower_count: row.follower_count,
      following: Boolean(row.following),
      created_at: row.created_at.toISOString(),
    };
  }

  /** A show the viewer may see: approved, or hers, or any for an admin. */
  async function visibleShow(slugOrId: string, viewer: Viewer) {
    const id = idFromSlug(slugOrId);
    const row = id ? await showById(db, id, viewer?.userId ?? null) : null;
    if (!row) throw AppError.notFound(RadioMessages.showNotFound);
    if (row.status !== "approved" && row.host_id !== viewer?.userId && !isAdmin(viewer)) {
      throw AppError.notFound(RadioMessages.showNotFound);
    }
    return row;
  }

  async function propose(hostId: string, input: ShowInput): Promise<ShowCard> {
    if (!isOwnUpload(input.cover_url, POST_MEDIA_BUCKET, hostId))
      throw AppError.badRequest(RadioMessages.coverNotOwn);
    const { id } = await insertShow(db, {
      host_id: hostId,
      title: input.title,
      slug: showSlug(input.title),
      description: input.description,
      cover_url: input.cover_url,
      category: input.category,
    });
    // The cover is now in use: the sweep of unused uploads leaves it alone.
    await db
      .delete(pendingUploads)
      .where(eq(pendingUploads.path, input.cover_url.slice(MEDIA_PREFIX.length)));
    return card((await showById(db, id, hostId))!, { userId: hostId, role: "U" });
  }

  async function list(query: z.output<typeof showsQuerySchema>, viewer: Viewer) {
    const rows = await approvedShows(db, {
      words: normalizeQuery(query.q ?? ""),
      category: query.category,
      viewerId: viewer?.userId ?? null,
    });
    return { items: rows.map((row) => card(row, viewer)) };
  }

  async function detail(slugOrId: string, viewer: Viewer): Promise<ShowDetail> {
    const row = await visibleShow(slugOrId, viewer);
    const list = await episodes(db, eq(radioEpisodes.show_id, row.id));
    return { ...card(row, viewer), is_host: viewer?.userId === row.host_id, episodes: list.map(episodeOf) };
  }

  async function mine(hostId: string) {
    return {
      items: (await showsHostedBy(db, hostId)).map((row) => card(row, { userId: hostId, role: "U" })),
    };
  }

  async function favorites(userId: string) {
    const viewer = { userId, role: "U" };
    return { items: (await followedShows(db, userId)).map((row) => card(row, viewer)) };
  }

  async function setFollow(viewer: NonNullable<Viewer>, slugOrId: string, on: boolean) {
    const row = await visibleShow(slugOrId, viewer);
    if (row.status !== "approved") throw AppError.notFound(RadioMessages.showNotFound);
    if (on) await follow(db, viewer.userId, row.id, clock.now());
    else await unfollow(db, viewer.userId, row.id);
    return card((await showById(db, row.id, viewer.userId))!, viewer);
  }

  /** The show an upload goes to: hers and approved. */
  async function showForUpload(hostId: string, showId: string) {
    const row = await showById(db, showId, hostId);
    if (!row || row.host_id !== hostId) throw AppError.notFound(RadioMessages.showNotFound);
    if (row.status !== "approved") throw AppError.badRequest(RadioMessages.showNotApproved);
    return row;
  }

  async function addEpisode(values: Parameters<typeof insertEpisode>[1]) {
    const { id } = await insertEpisode(db, { ...values, created_at: clock.now() });
    return episodeOf((await episodeById(db, id))!);
  }

  async function removeEpisode(hostId: string, episodeId: string) {
    const key = await deleteHostedEpisode(db, episodeId, hostId);
    if (!key) throw AppError.notFound(RadioMessages.episodeNotFound);
    await storage.delete(key);
  }

  /** An episode the viewer may play: of an approved show, or hers, or any for an admin. */
  async function playable(episodeId: string, viewer: Viewer) {
    const row = await episodeById(db, episodeId);
    if (!row) throw AppError.notFound(RadioMessages.episodeNotFound);
    if (row.show_status !== "approved" && row.host_id !== viewer?.userId && !isAdmin(viewer)) {
      throw AppError.notFound(RadioMessages.episodeNotFound);
    }
    return row;
  }

  async function queue(status: ShowStatus, admin: NonNullable<Viewer>) {
    return { items: (await showsByStatus(db, status)).map((row) => card(row, admin)) };
  }

  /** An admin's decision on a pending show, with her reason, in the same transaction as its audit line. */
  async function decide(adminId: string, showId: string, status: "approved" | "declined", reason: string) {
    const at = clock.now();
    const decided = await db.transaction(async (tx) => {
      const row = await decideShow(tx, showId, {
        status,
        reason: status === "declined" ? reason : null,
        adminId,
        at,
      });
      if (!row) return null;
      await recordAudit(tx, {
        actorId: adminId,
        action: status === "approved" ? "radio.show.approve" : "radio.show.decline",
        targetType: "radio_show",
        targetId: showId,
        reason,
        details: { title: row.title },
        at,
      });
      return row;
    });
    if (!decided) {
      const exists = await showById(db, showId, null);
      if (!exists) throw AppError.notFound(RadioMessages.showNotFound);
      throw new AppError(AppErrorCode.CONFLICT, 409, RadioMessages.alreadyDecided);
    }
    await notifications.notify({
      recipientIds: [decided.host_id],
      actorId: null,
      type: "system",
      title:
        status === "approved"
          ? say(RadioWords.approved, { show: decided.title })
          : say(RadioWords.declined, { show: decided.title }),
      message:
        status === "approved" ? say(RadioWords.approvedText) : say(RadioWords.declinedText, { reason }),
      actionUrl: `/radio/shows/${decided.slug}-${showId}`,
      contextType: "profile",
      contextId: decided.host_id,
      repeatable: true,
    });
    return card((await showById(db, showId, adminId))!, { userId: adminId, role: "A" });
  }

  return {
    propose,
    list,
    detail,
    mine,
    favorites,
    setFollow,
    showForUpload,
    addEpisode,
    removeEpisode,
    playable,
    queue,
    decide,
  };
}

export type RadioService = ReturnType<typeof radioService>;
