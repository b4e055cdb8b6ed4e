import { randomUUID } from "node:crypto";
import { withReason } from "@saheli/core/contracts/admin";
import {
  adminShowsQuerySchema,
  chatInputSchema,
  chatListSchema,
  chatMessageSchema,
  episodeFieldsSchema,
  episodeSchema,
  listenersSchema,
  listenInputSchema,
  liveSchema,
  scheduleSchema,
  showCardSchema,
  showDetailSchema,
  showInputSchema,
  showListSchema,
  showsQuerySchema,
  slotInputSchema,
  slotSchema,
} from "@saheli/core/contracts/radio";
import { RadioMessages } from "@saheli/core/radio";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { sendStoredFile } from "../../platform/send-stored-file.js";
import { type ByteRange, PRIVATE_FOLDER } from "../../platform/storage.js";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";
import { reasonOf } from "../admin/reason.js";
import { read as adminRead, write as adminWrite } from "../admin/route-config.js";
import { radioService, type Viewer } from "./radio.service.js";
import { radioLiveService } from "./radio-live.service.js";
import { receiveAudio } from "./radio-upload.js";

const tags = ["radio"];
const byId = z.object({ id: z.uuid() });
const bySlugOrId = z.object({ id: z.string().min(1).max(200) });
const ok = z.object({ ok: z.literal(true) });

/** Saheli Radio (issue 23 §4): shows, episodes streamed with byte ranges, favourites, the schedule and live. */
export const radioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, bus, storage, config } = app.deps;
  const radio = radioService({ db, clock, storage, notifications: app.services.notifications });
  const live = radioLiveService({
    db,
    clock,
    bus,
    stationUrl: config.raw.RADIO_STREAM_URL || null,
    stationSiteUrl: config.raw.RADIO_SITE_URL || null,
  });
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const user = await currentUser(request).catch(() => null);
    return user ? { userId: user.userId, role: user.role } : null;
  };
  const me = (request: FastifyRequest) => {
    const { userId, role } = userOf(request);
    return { userId, role };
  };

  app.get(
    "/api/radio/shows",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Approved shows, newest first: words and category",
        querystring: showsQuerySchema,
        response: { 200: showListSchema },
      },
    },
    async (request) => radio.list(request.query, await viewerOf(request)),
  );

  app.post(
    "/api/radio/shows",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Propose a show (title, description, cover, category); listed once an admin approves it",
        body: showInputSchema,
        response: { 201: showCardSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await radio.propose(userOf(request).userId, request.body)),
  );

  app.get(
    "/api/radio/shows/mine",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The shows she hosts, pending, approved or declined (with the reason)",
        response: { 200: showListSchema },
      },
    },
    async (request) => radio.mine(userOf(request).userId),
  );

  app.get(
    "/api/radio/favorites",
    {
      config: { access: "member" },
      schema: { tags, summary: "The shows she follows", response: { 200: showListSchema } },
    },
    async (request) => radio.favorites(userOf(request).userId),
  );

  app.get(
    "/api/radio/shows/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A show and its episodes, by `{slug}-{id}` or id",
        params: bySlugOrId,
        response: { 200: showDetailSchema },
      },
    },
    async (request) => radio.detail(request.params.id, await viewerOf(request)),
  );

  app.put(
    "/api/radio/shows/:id/follow",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags,
        summary: "Add a show to her favourites",
        params: bySlugOrId,
        response: { 200: showCardSchema },
      },
    },
    async (request) => radio.setFollow(me(request), request.params.id, true),
  );

  app.delete(
    "/api/radio/shows/:id/follow",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags,
        summary: "Remove a show from her favourites",
        params: bySlugOrId,
        response: { 200: showCardSchema },
      },
    },
    async (request) => radio.setFollow(me(request), request.params.id, false),
  );

  app.post(
    "/api/radio/shows/:id/episodes",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary:
          "Upload an episode to her approved show: multipart fields title, description, then file (MP3, AAC or Opus, ≤ 200 MB, checked by its bytes)",
        params: byId,
        response: { 201: episodeSchema },
      },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const show = await radio.showForUpload(userId, request.params.id);
      const { audio, discard } = await receiveAudio(request);
      try {
        const fields = episodeFieldsSchema.safeParse(audio.fields);
        if (!fields.success) throw AppError.badRequest(fields.error.issues[0]?.message ?? "Invalid episode.");
        const key = `${PRIVATE_FOLDER}radio/${show.id}/${randomUUID()}.${audio.ext}`;
        await storage.putFile(key, audio.path, audio.contentType);
        const episode = await radio.addEpisode({
          show_id: show.id,
          title: fields.data.title,
          description: fields.data.description,
          storage_key: key,
          content_type: audio.contentType,
          size_bytes: audio.size,
          duration_ms: audio.durationMs,
        });
        return reply.code(201).send(episode);
      } finally {
        await discard();
      }
    },
  );

  app.delete(
    "/api/radio/episodes/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Delete an episode of her show (and its slots)",
        params: byId,
        response: { 200: ok },
      },
    },
    async (request) => {
      await radio.removeEpisode(userOf(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/radio/episodes/:id/audio",
    {
      config: { access: "public" },
      // Audio is compressed already; a byte range must be served as stored.
      compress: false,
      schema: { tags, summary: "An episode's audio, streamed with byte ranges (206)", params: byId },
    },
    async (request, reply) => {
      const episode = await radio.playable(request.params.id, await viewerOf(request));
      const file = await storage.stat(episode.storage_key);
      if (!file) throw AppError.notFound(RadioMessages.episodeNotFound);
      reply.header("cache-control", "public, max-age=3600");
      // Hundreds may listen at once: each stream reads ahead 16 KB, not 64 (bench/radio.ts).
      const streaming = {
        open: (key: string, range?: ByteRange) => storage.open(key, range, { chunkBytes: 16 * 1024 }),
      };
      return sendStoredFile(request, reply, streaming, episode.storage_key, {
        size: file.size,
        contentType: episode.content_type,
      });
    },
  );

  // The schedule and live.
  app.get(
    "/api/radio/schedule",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The weekly schedule (days and times in India)",
        response: { 200: scheduleSchema },
      },
    },
    async () => ({ slots: await live.schedule() }),
  );

  app.post(
    "/api/radio/schedule",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Put an episode on the weekly schedule (hosts: their own shows; admins: any); no overlaps",
        body: slotInputSchema,
        response: { 201: slotSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await live.addSlot(me(request), request.body)),
  );

  app.delete(
    "/api/radio/schedule/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Take a slot off the schedule (her show's, or any for an admin)",
        params: byId,
        response: { 200: ok },
      },
    },
    async (request) => {
      await live.removeSlot(me(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/radio/live",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "What is on air now and at which position (the same for every listener), what is next, listeners",
        response: { 200: liveSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return live.live();
    },
  );

  app.post(
    "/api/radio/live/listeners",
    {
      config: { access: "public", limits: ["tap"] },
      schema: {
        tags,
        summary: "Her player is listening live (sent every 20 s)",
        body: listenInputSchema,
        response: { 200: listenersSchema },
      },
    },
    async (request) => live.listen(request.body.listener_id),
  );

  app.delete(
    "/api/radio/live/listeners/:id",
    {
      config: { access: "public", limits: ["tap"] },
      schema: {
        tags,
        summary: "Her player stopped listening live",
        params: byId,
        response: { 200: listenersSchema },
      },
    },
    async (request) => live.leave(request.params.id),
  );

  app.get(
    "/api/radio/live/chat",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The live chat's latest lines (new ones arrive on the realtime topic radio:live)",
        response: { 200: chatListSchema },
      },
    },
    async () => live.chat(),
  );

  app.post(
    "/api/radio/live/chat",
    {
      config: { access: "verified", limits: ["message"] },
      schema: {
        tags,
        summary: "Say something in the live chat",
        body: chatInputSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await live.say(userOf(request).userId, request.body.body)),
  );

  // The admin's queue.
  app.get(
    "/api/admin/radio/shows",
    {
      config: adminRead,
      schema: {
        tags: ["admin"],
        summary: "Radio shows by status (pending first)",
        querystring: adminShowsQuerySchema,
        response: { 200: showListSchema },
      },
    },
    async (request) => radio.queue(request.query.status, me(request)),
  );

  for (const [action, status] of [
    ["approve", "approved"],
    ["decline", "declined"],
  ] as const) {
    app.post(
      `/api/admin/radio/shows/:id/${action}`,
      {
        config: adminWrite,
        schema: {
          tags: ["admin"],
          summary: `${action === "approve" ? "Approve" : "Decline"} a proposed show, with a reason (audit log; the host is told)`,
          params: byId,
          body: withReason,
          response: { 200: showCardSchema },
        },
      },
      async (request) =>
        radio.decide(userOf(request).userId, request.params.id, status, reasonOf(request.body)),
    );
  }
};
