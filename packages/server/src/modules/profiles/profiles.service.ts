import type { ProfileViews } from "@saheli/core/contracts/people";
import type { Completion, ProfileDetails, ProfilePage, ProfileUpdate } from "@saheli/core/contracts/profiles";
import { DiscoveryLimits } from "@saheli/core/people";
import {
  isBasicProfileComplete,
  meetsCompletionThreshold,
  ProfileLimits,
  ProfileMessages,
  profileCompletion,
} from "@saheli/core/profile";
import { idFromSlug } from "@saheli/core/slugs";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Storage } from "../../platform/storage.js";
import type { GraphService } from "../people/graph.service.js";
import { toPerson } from "../people/person.queries.js";
import type { ItemsService } from "./items.service.js";
import { requireOwner } from "./owner.js";
import {
  detailCounts,
  findProfile,
  type ProfileRow,
  recentViewers,
  recordView,
  updateProfile,
  viewsSince,
} from "./profiles.queries.js";

export type ProfilesServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Pick<Storage, "delete">;
  graph: Pick<GraphService, "standingWith">;
  items: Pick<ItemsService, "forProfile">;
  log: FastifyBaseLogger;
};

export type Visit = { ip: string | null; userAgent: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

function toDetails(row: NonNullable<ProfileRow>): ProfileDetails {
  const { avatar_path, cover_path, is_active, account_status, deleted_at, ...rest } = row;
  return {
    ...rest,
    created_at: rest.created_at.toISOString(),
    last_seen: rest.last_seen?.toISOString() ?? null,
  };
}

/** Only the name and picture: what a blocker sees of the person she blocked. */
function limitedDetails(details: ProfileDetails): ProfileDetails {
  return {
    ...details,
    cover_url: null,
    bio: null,
    headline: null,
    occupation: null,
    business_name: null,
    location: null,
    website: null,
    follower_count: 0,
    following_count: 0,
    connections_count: 0,
    is_online: false,
    last_seen: null,
  };
}

export function profilesService({ db, clock, storage, graph, items, log }: ProfilesServiceDeps) {
  /** Others see active people only; the owner still sees her own profile while its deletion is scheduled. */
  async function load(key: string, viewerId?: string) {
    const id = idFromSlug(key);
    const row = await findProfile(db, id && id === key.toLowerCase() ? { id } : { username: key });
    const visible =
      row && !row.deleted_at && (row.id === viewerId || (row.is_active && row.account_status === "active"));
    if (!visible) throw AppError.notFound(ProfileMessages.notFound);
    return row;
  }

  async function completionOf(row: NonNullable<ProfileRow>): Promise<Completion> {
    const counts = await detailCounts(db, row.id);
    const { score, missing } = profileCompletion({
      ...row,
      experience_count: counts.experience,
      education_count: counts.education,
      skills_count: counts.skills,
    });
    return {
      score,
      threshold: ProfileLimits.completionThreshold,
      meets_threshold: meetsCompletionThreshold(score),
      basic_complete: isBasicProfileComplete(row),
      missing,
    };
  }

  /**
   * `/profile/{username or id}`. Someone who blocked the viewer is not found; someone the viewer blocked is
   * shown limited. A visit by another person is recorded once a day, and never fails the page.
   */
  async function page(viewerId: string, key: string, visit: Visit): Promise<ProfilePage> {
    const row = await load(key, viewerId);
    const details = toDetails(row);
    if (row.id === viewerId) {
      return {
        profile: details,
        is_own: true,
        limited: false,
        relation: null,
        ...(await items.forProfile(row.id, viewerId)),
        completion: await completionOf(row),
      };
    }
    const { relation, blockedMe } = await graph.standingWith(viewerId, row.id);
    if (blockedMe) throw AppError.notFound(ProfileMessages.notFound);
    if (relation.blocked_by_me) {
      return {
        profile: limitedDetails(details),
        is_own: false,
        limited: true,
        relation,
        experience: [],
        education: [],
        skills: [],
        completion: null,
      };
    }
    await recordView(db, { profileId: row.id, viewerId, ...visit, now: clock.now() }).catch((error) =>
      log.warn({ err: error }, "profile view not recorded"),
    );
    return {
      profile: details,
      is_own: false,
      limited: false,
      relation,
      ...(await items.forProfile(row.id, viewerId)),
      completion: null,
    };
  }

  async function update(
    viewerId: string,
    profileId: string,
    changes: ProfileUpdate,
  ): Promise<ProfileDetails> {
    requireOwner(viewerId, profileId);
    if (Object.keys(changes).length === 0) throw AppError.badRequest(ProfileMessages.noFields);
    const row = await load(profileId, viewerId);
    if (changes.role && !["U", "C"].includes(row.role)) {
      throw AppError.forbidden("Vendors and admins keep their role; it changes with a shop or by an admin.");
    }
    const clearingAvatar = changes.avatar_url === null;
    await updateProfile(
      db,
      profileId,
      clearingAvatar ? { ...changes, avatar_path: null } : changes,
      clock.now(),
    );
    if (clearingAvatar && row.avatar_path) await storage.delete(row.avatar_path).catch(() => undefined);
    return toDetails(await load(profileId, viewerId));
  }

  async function completion(viewerId: string, profileId: string) {
    requireOwner(viewerId, profileId);
    return completionOf(await load(profileId, viewerId));
  }

  async function views(viewerId: string): Promise<ProfileViews> {
    const since = new Date(clock.now().getTime() - 90 * DAY_MS);
    const [rows, total] = await Promise.all([
      recentViewers(db, viewerId, DiscoveryLimits.profileViews),
      viewsSince(db, viewerId, since),
    ]);
    return {
      total_last_90_days: total,
      items: rows.map((row) => ({
        viewer: toPerson(row.person),
        viewed_at: new Date(row.viewed_at).toISOString(),
      })),
    };
  }

  return { page, update, completion, views, load };
}

export type ProfilesService = ReturnType<typeof profilesService>;
