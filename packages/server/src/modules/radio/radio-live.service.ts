import type { ChatMessage, Live, Slot, SlotInput } from "@saheli/core/contracts/radio";
import { AppErrorCode } from "@saheli/core/errors";
import { liveAt, nextUp, RadioLimits, RadioMessages, slotProblem } from "@saheli/core/radio";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import {
  profiles,
  radioChatMessages,
  radioEpisodes,
  radioListeners,
  radioShows,
  radioSlots,
} from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import { episodeById, episodes, slots as slotRows } from "./radio.queries.js";
import { episodeOf, type Viewer } from "./radio.service.js";

export type RadioLiveDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  /** The external station played when nothing is scheduled (RADIO_STREAM_URL), and its site (RADIO_SITE_URL). */
  stationUrl: string | null;
  stationSiteUrl: string | null;
};

const TOPIC = "radio:live" as const;

/**
 * The weekly schedule and the live broadcast (issue 23 §4). Live is one clock for everyone: the server says which
 * episode is on and at which position (core `liveAt`), each player seeks there. Listeners are counted by their
 * players' heartbeats within a short window; chat lines go out on the realtime gateway's `radio:live` topic.
 */
export function radioLiveService({ db, clock, bus, stationUrl, stationSiteUrl }: RadioLiveDeps) {
  async function schedule(): Promise<Slot[]> {
    const rows = await slotRows(db);
    if (rows.length === 0) return [];
    const list = await episodes(
      db,
      inArray(
        radioEpisodes.id,
        rows.map((row) => row.episode_id),
      ),
    );
    const byId = new Map(list.map((row) => [row.id, row]));
    return rows.flatMap((row) => {
      const episode = byId.get(row.episode_id);
      if (!episode) return [];
      return [
        {
          id: row.id,
          weekday: row.weekday,
          start_minute: row.start_minute,
          duration_ms: episode.duration_ms,
          episode: episodeOf(episode),
          host_id: episode.host_id,
        },
      ];
    });
  }

  /** Hosts schedule their own shows' episodes; admins any approved show's. Overlaps refused under one lock. */
  async function addSlot(viewer: NonNullable<Viewer>, input: SlotInput): Promise<Slot> {
    const episode = await episodeById(db, input.episode_id);
    if (episode?.show_status !== "approved") throw AppError.notFound(RadioMessages.episodeNotFound);
    if (episode.host_id !== viewer.userId && viewer.role !== "A")
      throw AppError.forbidden(RadioMessages.notYourShow);
    const slot = {
      weekday: input.weekday,
      start_minute: input.start_minute,
      duration_ms: episode.duration_ms,
    };
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('radio_slots'))`);
      const others = await tx
        .select({
          weekday: radioSlots.weekday,
          start_minute: radioSlots.start_minute,
          duration_ms: radioEpisodes.duration_ms,
        })
        .from(radioSlots)
        .innerJoin(radioEpisodes, eq(radioEpisodes.id, radioSlots.episode_id))
        .innerJoin(radioShows, eq(radioShows.id, radioEpisodes.show_id))
        .where(eq(radioShows.status, "approved"));
      const problem = slotProblem(slot, others);
      if (problem) {
        if (problem === RadioMessages.slotTaken) throw new AppError(AppErrorCode.CONFLICT, 409, problem);
        throw AppError.badRequest(problem);
      }
      const [row] = await tx
        .insert(radioSlots)
        .values({ ...input, created_by: viewer.userId, created_at: clock.now(), updated_at: clock.now() })
        .returning({ id: radioSlots.id });
      return row!.id;
    });
    const added = (await schedule()).find((s) => s.id === id);
    if (!added) throw AppError.notFound(RadioMessages.slotNotFound);
    return added;
  }

  /** Her own show's slot, or any for an admin (ownership in the where). */
  async function removeSlot(viewer: NonNullable<Viewer>, slotId: string) {
    const hers = sql`${radioSlots.episode_id} in (select e.id from radio_episodes e join radio_shows s on s.id = e.show_id where s.host_id = ${viewer.userId})`;
    const removed = await db
      .delete(radioSlots)
      .where(and(eq(radioSlots.id, slotId), viewer.role === "A" ? undefined : hers))
      .returning({ id: radioSlots.id });
    if (removed.length === 0) throw AppError.notFound(RadioMessages.slotNotFound);
  }

  async function listenerCount(now: Date) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(radioListeners)
      .where(gt(radioListeners.seen_at, new Date(now.getTime() - RadioLimits.listenerWindowMs)));
    return row?.n ?? 0;
  }

  async function live(): Promise<Live> {
    const now = clock.now();
    const list = await schedule();
    const onAir = liveAt(list, now);
    const next = nextUp(list, now);
    return {
      mode: onAir ? "episode" : stationUrl ? "station" : "off",
      server_time: now.toISOString(),
      slot: onAir?.slot ?? null,
      started_at: onAir ? onAir.started_at.toISOString() : null,
      position_ms: onAir ? onAir.position_ms : null,
      next: next ? { slot: next.slot, starts_at: next.starts_at.toISOString() } : null,
      station_url: stationUrl,
      station_site_url: stationSiteUrl,
      listeners: await listenerCount(now),
    };
  }

  /** A player says it is still listening; the count goes out to everyone on the live page. */
  async function listen(listenerId: string) {
    const now = clock.now();
    await db
      .insert(radioListeners)
      .values({ listener_id: listenerId, seen_at: now })
      .onConflictDoUpdate({ target: radioListeners.listener_id, set: { seen_at: now } });
    await db.delete(radioListeners).where(lt(radioListeners.seen_at, new Date(now.getTime() - 10 * 60_000)));
    const listeners = await listenerCount(now);
    await bus.publish(TOPIC, { name: "radio-listeners", data: { listeners } });
    return { listeners };
  }

  /** She stopped listening. */
  async function leave(listenerId: string) {
    await db.delete(radioListeners).where(eq(radioListeners.listener_id, listenerId));
    const listeners = await listenerCount(clock.now());
    await bus.publish(TOPIC, { name: "radio-listeners", data: { listeners } });
    return { listeners };
  }

  const chatColumns = {
    id: radioChatMessages.id,
    body: radioChatMessages.body,
    created_at: radioChatMessages.created_at,
    author_id: profiles.id,
    username: profiles.username,
    full_name: profiles.full_name,
    avatar_url: profiles.avatar_url,
  };
  type ChatRow = {
    id: string;
    body: string;
    created_at: Date;
    author_id: string;
    username: string | null;
    full_name: string;
    avatar_url: string | null;
  };
  const chatLine = (row: ChatRow): ChatMessage => ({
    id: row.id,
    body: row.body,
    author: {
      id: row.author_id,
      username: row.username,
      full_name: row.full_name,
      avatar_url: row.avatar_url,
    },
    created_at: row.created_at.toISOString(),
  });

  async function chat() {
    const rows = await db
      .select(chatColumns)
      .from(radioChatMessages)
      .innerJoin(profiles, eq(profiles.id, radioChatMessages.user_id))
      .where(eq(profiles.is_active, true))
      .orderBy(desc(radioChatMessages.created_at), desc(radioChatMessages.id))
      .limit(RadioLimits.chatBacklog);
    return { items: rows.reverse().map(chatLine) };
  }

  async function say(userId: string, body: string): Promise<ChatMessage> {
    const [inserted] = await db
      .insert(radioChatMessages)
      .values({ user_id: userId, body, created_at: clock.now() })
      .returning({ id: radioChatMessages.id });
    const [row] = await db
      .select(chatColumns)
      .from(radioChatMessages)
      .innerJoin(profiles, eq(profiles.id, radioChatMessages.user_id))
      .where(eq(radioChatMessages.id, inserted!.id));
    const message = chatLine(row!);
    await bus.publish(TOPIC, { name: "radio-chat", data: { message } });
    return message;
  }

  return { schedule, addSlot, removeSlot, live, listen, leave, chat, say };
}

export type RadioLiveService = ReturnType<typeof radioLiveService>;
