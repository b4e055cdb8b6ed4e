import { AuthMessages } from "@saheli/core/auth";
import { ChatMessages } from "@saheli/core/chat";
import { AppErrorCode } from "@saheli/core/errors";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { authSessions, profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { userOf } from "../../plugins/access.js";
import { isSameSite } from "../../plugins/auth.js";
import { serveConnection } from "./connection.js";

/**
 * `GET /api/realtime`: the WebSocket gateway. The upgrade is refused (401) without a session and (403) from
 * another site, so a page elsewhere cannot open a socket with her cookies.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { bus, clock } = app.deps;
  const { hub, access } = app.services.realtime;

  app.get(
    "/api/realtime",
    {
      config: { access: "member", refusal: ChatMessages.unauthenticated, limits: ["realtimeHandshake"] },
      websocket: true,
      schema: { tags: ["realtime"], summary: "The realtime gateway (WebSocket)", hide: true },
      preValidation: async (request) => {
        if (!isSameSite(request)) throw new AppError(AppErrorCode.FORBIDDEN, 403, AuthMessages.crossSite);
      },
    },
    async (socket, request) => {
      const user = userOf(request);
      serveConnection(socket, user.userId, {
        hub,
        bus,
        access,
        calls: app.services.calls,
        log: request.log,
        sessionAlive: async () => {
          const [live] = await db
            .select({ one: sql`1` })
            .from(authSessions)
            .where(
              and(
                eq(authSessions.family_id, user.familyId),
                isNull(authSessions.revoked_at),
                gt(authSessions.expires_at, clock.now()),
              ),
            )
            .limit(1);
          return Boolean(live);
        },
        touch: async () => {
          await db.update(profiles).set({ last_seen: clock.now() }).where(eq(profiles.id, user.userId));
        },
      });
    },
  );
};
