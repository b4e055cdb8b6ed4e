import { realtimeStatsSchema } from "@saheli/core/contracts/chat";
import {
  broadcastSchema,
  notificationChangeSchema,
  notificationListQuerySchema,
  notificationListSchema,
  preferencesInputSchema,
  preferencesSchema,
} from "@saheli/core/contracts/notifications";
import { NotificationMessages } from "@saheli/core/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin, requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { inboxService } from "./inbox.service.js";
import { preferencesService } from "./preferences.service.js";

const tags = ["notifications"];
const byId = z.object({ id: z.uuid() });

/** Her notifications, the badge counts, her settings, and admin announcements. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, bus } = app.deps;
  const inbox = inboxService({ db, clock, bus });
  const preferences = preferencesService({ db, clock });
  const userOf = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).userId;
  const broadcasts = limitBy(app, { name: "broadcast:ip", max: 10, minutes: 60, key: (req) => req.ip });

  app.get(
    "/api/notifications",
    {
      schema: {
        tags,
        summary: "Her notifications, newest first, 100 a page (`next_cursor` for older ones)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => inbox.list(await userOf(request), request.query.cursor),
  );

  app.patch(
    "/api/notifications/:id",
    {
      schema: {
        tags,
        summary: "Mark one read, or clicked",
        params: byId,
        body: notificationChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await inbox.mark(
        await userOf(request),
        request.params.id,
        request.body.action,
        request.body.action_taken,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/notifications/:id",
    { schema: { tags, summary: "Dismiss one", params: byId, response: { 204: z.null() } } },
    async (request, reply) => {
      await inbox.dismiss(await userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/notifications/read-all",
    { schema: { tags, summary: "Mark all as read", response: { 204: z.null() } } },
    async (request, reply) => {
      await inbox.readAll(await userOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/realtime/stats",
    {
      schema: {
        tags,
        summary: "Global realtime stats: the counts on every badge",
        response: { 200: realtimeStatsSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return inbox.stats(await userOf(request));
    },
  );

  app.post(
    "/api/admin/notifications/broadcast",
    {
      preHandler: broadcasts,
      schema: {
        tags,
        summary: "Send an announcement to everyone (admins only)",
        body: broadcastSchema,
        response: { 200: z.object({ recipients: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request, NotificationMessages.broadcastAdminOnly);
      return inbox.broadcast(admin.userId, request.body);
    },
  );

  app.get(
    "/api/user/notification-preferences",
    { schema: { tags, summary: "Her notification settings", response: { 200: preferencesSchema } } },
    async (request) => preferences.get(await userOf(request)),
  );

  app.patch(
    "/api/user/notification-preferences",
    {
      schema: {
        tags,
        summary: "Change her notification settings",
        body: preferencesInputSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => {
      const userId = await userOf(request);
      // The spec's client sends her id too; the session decides whose settings change.
      return preferences.update(userId, request.body.preferences);
    },
  );
};
