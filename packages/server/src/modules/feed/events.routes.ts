import { attendanceSchema, createEventSchema, eventCreatedSchema } from "@saheli/core/contracts/events";
import { eventViewSchema } from "@saheli/core/contracts/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["events"];
const byId = z.object({ id: z.uuid() });

/** Community events: create (verified members), read, and attend. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;

  app.post(
    "/api/community/events",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Create an event and its feed post",
        body: createEventSchema,
        response: { 200: eventCreatedSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.create(userOf(request).userId, request.body),
    }),
  );

  app.get(
    "/api/community/events/:id",
    {
      config: { access: "public" },
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
      config: { access: "member", limits: ["write"] },
      method,
      url: "/api/community/events/:id/attendance",
      schema: {
        tags,
        summary: going ? "Attend" : "Cancel attendance",
        params: byId,
        response: { 200: attendanceSchema },
      },
      handler: async (request) => events.attend(userOf(request).userId, request.params.id, going),
    });
  }
};
