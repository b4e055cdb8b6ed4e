import { aiChatRequestSchema, aiChatResponseSchema } from "@saheli/core/contracts/assistant";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth.js";

const tags = ["assistant"];

/** The support assistant (doc 2 §7). Open to visitors for help articles; orders are looked up only as her. */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assistant } = app.services;

  app.post(
    "/api/ai-chat",
    {
      config: { access: "public", limits: ["assistant"] },
      schema: {
        tags,
        summary:
          "Ask the support assistant: answers from the help centre, her own orders, listings and posts",
        body: aiChatRequestSchema,
        response: { 200: aiChatResponseSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return assistant.answer(user && { userId: user.userId, role: user.role }, request.body);
    },
  );
};
