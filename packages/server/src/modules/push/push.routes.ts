import { analyticsEventSchema, pushSubscriptionInputSchema } from "@saheli/core/contracts/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pushAnalytics } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["push"];
const ANALYTICS_EVENTS = ["guest-subscription", "auto-subscription", "permission-denial"] as const;

/** Web Push: the public VAPID key, this browser's subscription, and the three opt-in analytics calls. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push, clock } = app.deps;
  const { db } = app.deps.database;
  const userOf = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request).catch(() => null))?.userId ?? null;

  app.get(
    "/api/push/vapid-public-key",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The server's VAPID public key",
        response: { 200: z.object({ public_key: z.string() }) },
      },
    },
    async () => ({ public_key: await push.publicKey() }),
  );

  app.post(
    "/api/push/subscriptions",
    {
      config: { access: "public", limits: ["write"] },
      schema: {
        tags,
        summary: "Keep this browser's push subscription (hers, or a guest's)",
        body: pushSubscriptionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.subscribe(
        { userId: await userOf(request), userAgent: request.headers["user-agent"] },
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      config: { access: "public", limits: ["write"] },
      schema: {
        tags,
        summary: "Forget this browser's push subscription",
        body: z.object({ endpoint: z.url().max(2000) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(request.body.endpoint, await userOf(request));
      return reply.code(204).send(null);
    },
  );

  for (const event of ANALYTICS_EVENTS) {
    app.post(
      `/api/analytics/${event}`,
      {
        config: { access: "public", limits: ["write"] },
        schema: {
          tags,
          summary: `Record a push opt-in event: ${event}`,
          body: analyticsEventSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const userId = await userOf(request);
        // Analytics only with her consent (/settings/privacy/data-usage); otherwise accepted and not kept.
        const { privacyChoices } = app.services;
        if (!(await privacyChoices.allowsAnalytics(userId, request.cookies[privacyChoices.cookieName])))
          return reply.code(204).send(null);
        const at = request.body.timestamp ? new Date(request.body.timestamp) : clock.now();
        await db.insert(pushAnalytics).values({
          event,
          method: request.body.method ?? null,
          user_id: userId,
          user_agent: (request.body.user_agent ?? request.headers["user-agent"] ?? "").slice(0, 400) || null,
          occurred_at: Number.isNaN(at.getTime()) ? clock.now() : at,
        });
        return reply.code(204).send(null);
      },
    );
  }
};
