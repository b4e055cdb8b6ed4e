import { accountDeletionRequestSchema, accountDeletionResponseSchema } from "@saheli/core/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/access.js";

const tags = ["account"];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account: service } = app.services;
  const { auth } = app.deps;

  app.post(
    "/api/account/deletion",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Schedule deletion of the signed-in account (48-hour recovery window)",
        body: accountDeletionRequestSchema,
        response: { 200: accountDeletionResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const scheduled = await service.scheduleDeletion(userId, request.body.reason);
      // Every earlier session is gone; this browser, hers a moment ago, gets a new one to see the schedule.
      auth.cookies.setSession(reply, await auth.sessions.start(userId, request.headers["user-agent"]));
      return scheduled;
    },
  );

  app.delete(
    "/api/account/deletion",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Cancel a scheduled account deletion",
        response: { 200: accountDeletionResponseSchema },
      },
    },
    async (request) => service.cancelDeletion(userOf(request).userId),
  );
};
