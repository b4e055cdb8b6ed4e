import type { ProfileViews } from "@saheli/core/contracts/people";
import type { Completion, ProfileDetails, ProfilePage, ProfileUpdate } from "@saheli/core/contracts/profiles";
import { AppErrorCode } from "@saheli/core/errors";
import { DiscoveryLimits } from "@saheli/core/people";
import {
  isBasicProfileComplete,
  meetsCompletionThreshold,
  ProfileLimits,
  ProfileMessages,
  profileCompletion,
} from "@saheli/core/profile";
import { idFromSlug } from "@saheli/core/slugs";
import { nextUsernameChangeAt, UsernameMessages } from "@saheli/core/usernames";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { toPerson } from "../../db/fragments/person.js";
import { movedFrom, usernameHeld } from "../../db/usernames.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Storage } from "../../platform/storage.js";
import type { GraphService } from "../people/graph.service.js";
import type { ItemsService } from "./items.service.js";
import { requireOwner } from "./owner.js";
import {
  changeUsername,
  detailCounts,
  findProfile,
  isVerifiedMember,
  lastChosenUsernameChange,
  lockUsername,
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

/** Someone else's presence, for a viewer who is not a verified member. */
const withoutPresence = (details: ProfileDetails): ProfileDetails => ({
  ...details,
  is_online: null,
  last_seen: null,
});

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
    is_online: null,
    last_seen: null,
  };
}

const taken = () => new AppError(AppErrorCode.CONFLICT, 409, UsernameMessages.taken);

export function profilesService({ db, clock, storage, graph, items, log }: ProfilesServiceDeps) {
  /**
   * By id, by the username she has, or by one she gave up in the last 90 days (`movedTo` is then her username
   * now). A name somebody holds today is theirs, whoever held it before.
   */
  async function locate(key: string): Promise<{ row: ProfileRow; movedTo?: string }> {
    const id = idFromSlug(key);
    if (id && id === key.toLowerCase()) return { row: await findProfile(db, { id }) };
    const row = await findProfile(db, { username: key });
    if (row) return { row };
    const movedId = await movedFrom(db, key, clock.now());
    if (!movedId) return { row: undefined };
    const moved = await findProfile(db, { id: movedId });
    return { row: moved, movedTo: moved?.username };
  }

  /** Others see active people only; the owner still sees her own profile while its deletion is scheduled. */
  function visibleTo(row: ProfileRow, viewerId?: string): NonNullable<ProfileRow> {
    const visible =
      row && !row.deleted_at && (row.id === viewerId || (row.is_active && row.account_status === "active"));
    if (!visible) throw AppError.notFound(ProfileMessages.notFound);
    return row;
  }

  async function load(key: string, viewerId?: string) {
    return visibleTo((await locate(key)).row, viewerId);
  }

  /** When the owner may next choose a username, as the page tells her. */
  async function nextChangeAt(profileId: string) {
    return (
      nextUsernameChangeAt(await lastChosenUsernameChange(db, profileId), clock.now())?.toISOString() ?? null
    );
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
    const located = await locate(key);
    const row = visibleTo(located.row, viewerId);
    const details = toDetails(row);
    const moved = located.movedTo ? { moved_to: located.movedTo } : {};
    if (row.id === viewerId) {
      return {
        profile: details,
        is_own: true,
        limited: false,
        relation: null,
        ...(await items.forProfile(row.id, viewerId)),
        completion: await completionOf(row),
        username_next_change_at: await nextChangeAt(row.id),
        ...moved,
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
        ...moved,
      };
    }
    await recordView(db, { profileId: row.id, viewerId, ...visit, now: clock.now() }).catch((error) =>
      log.warn({ err: error }, "profile view not recorded"),
    );
    return {
      profile: (await isVerifiedMember(db, viewerId)) ? details : withoutPresence(details),
      is_own: false,
      limited: false,
      relation,
      ...(await items.forProfile(row.id, viewerId)),
      completion: null,
      ...moved,
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
    const { username, ...fields } = changes;
    const clearingAvatar = fields.avatar_url === null;
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        if (username) await rename(tx, profileId, username, now);
        if (Object.keys(fields).length > 0) {
          await updateProfile(tx, profileId, clearingAvatar ? { ...fields, avatar_path: null } : fields, now);
        }
      });
    } catch (error) {
      throw isUniqueViolation(error) ? taken() : error;
    }
    if (clearingAvatar && row.avatar_path) await storage.delete(row.avatar_path).catch(() => undefined);
    return toDetails(await load(profileId, viewerId));
  }

  /**
   * Her new username (already checked and lower-cased by the contract): once every 30 days, not a name someone
   * has or gave up in the last 90 days (her own old names are still hers). Her row stays locked meanwhile, so
   * two changes sent together cannot both pass the 30-day rule.
   */
  async function rename(
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
    id: string,
    to: string,
    now: Date,
  ) {
    const from = await lockUsername(tx, id);
    if (from === undefined) throw AppError.notFound(ProfileMessages.notFound);
    if (from.toLowerCase() === to) return;
    const next = nextUsernameChangeAt(await lastChosenUsernameChange(tx, id), now);
    if (next) {
      const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
      throw new AppError(AppErrorCode.RATE_LIMITED, 429, UsernameMessages.tooSoon(next), seconds);
    }
    if (await usernameHeld(tx, to, now, id)) throw taken();
    await changeUsername(tx, { id, from, to, now });
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
