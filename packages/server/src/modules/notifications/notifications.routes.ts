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
import { userOf } from "../../plugins/access.js";

const tags = ["notifications"];
const byId = z.object({ id: z.uuid() });

/** Her notifications, the badge counts, her settings, and admin announcements. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox, notificationPreferences: preferences } = app.services;

  app.get(
    "/api/notifications",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her notifications, newest first, 100 a page (`next_cursor` for older ones)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => inbox.list(userOf(request).userId, request.query.cursor),
  );

  app.patch(
    "/api/notifications/:id",
    {
      config: { access: "owner" },
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
        userOf(request).userId,
        request.params.id,
        request.body.action,
        request.body.action_taken,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/notifications/:id",
    {
      config: { access: "owner" },
      schema: { tags, summary: "Dismiss one", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await inbox.dismiss(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      config: { access: "member" },
      schema: { tags, summary: "Mark all as read", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await inbox.readAll(userOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/realtime/stats",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Global realtime stats: the counts on every badge",
        response: { 200: realtimeStatsSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return inbox.stats(userOf(request).userId);
    },
  );

  app.post(
    "/api/admin/notifications/broadcast",
    {
      config: { access: "admin", refusal: NotificationMessages.broadcastAdminOnly, limits: ["broadcast"] },
      schema: {
        tags,
        summary: "Send an announcement to everyone (admins only)",
        body: broadcastSchema,
        response: { 200: z.object({ recipients: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = userOf(request);
      return inbox.broadcast(admin.userId, request.body);
    },
  );

  app.get(
    "/api/user/notification-preferences",
    {
      config: { access: "member" },
      schema: { tags, summary: "Her notification settings", response: { 200: preferencesSchema } },
    },
    async (request) => preferences.get(userOf(request).userId),
  );

  app.patch(
    "/api/user/notification-preferences",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Change her notification settings",
        body: preferencesInputSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => {
      const userId = userOf(request).userId;
      // The spec's client sends her id too; the session decides whose settings change.
      return preferences.update(userId, request.body.preferences);
    },
  );
};
