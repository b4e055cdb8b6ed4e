import { attendanceSchema, createEventSchema, eventCreatedSchema } from "@saheli/core/contracts/events";
import { eventViewSchema } from "@saheli/core/contracts/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { requireVerified } from "../verification/access.js";
import { eventsService } from "./events.service.js";

const tags = ["events"];
const byId = z.object({ id: z.uuid() });

/** Community events: create (verified members), read, and attend. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = eventsService({ db: app.deps.database.db, clock: app.deps.clock });
  const writes = limitBy(app, { name: "events:ip", max: 60, minutes: 60, key: (req) => req.ip });

  app.post(
    "/api/community/events",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Create an event and its feed post",
        body: createEventSchema,
        response: { 200: eventCreatedSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.create((await requireVerified(request)).userId, request.body),
    }),
  );

  app.get(
    "/api/community/events/:id",
    {
      schema: {
        tags,
        summary: "An event, if its post is readable",
        params: byId,
        response: { 200: eventViewSchema },
      },
    },
    async (request) => events.view((await currentUser(request))?.userId ?? null, request.params.id),
  );

  for (const [method, going] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/community/events/:id/attendance",
      preHandler: writes,
      schema: {
        tags,
        summary: going ? "Attend" : "Cancel attendance",
        params: byId,
        response: { 200: attendanceSchema },
      },
      handler: async (request) =>
        events.attend((await requireUser(request)).userId, request.params.id, going),
    });
  }
};
