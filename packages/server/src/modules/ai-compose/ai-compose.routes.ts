import {
  aiComposeRequestSchema,
  aiComposeResponseSchema,
  aiSuggestionsRequestSchema,
  aiSuggestionsResponseSchema,
} from "@saheli/core/contracts/ai-compose";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/access.js";

const tags = ["ai"];

/** Create with AI (doc 1 §4) and writing suggestions in text boxes (doc 2 §7): hers, signed in, counted per person. */
export const aiComposeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { aiCompose } = app.services;

  app.post(
    "/api/ai/compose",
    {
      config: { access: "member", limits: ["aiCompose"] },
      schema: {
        tags,
        summary:
          "Write a post with AI: a template or her prompt, a tone and a length (templates when no model)",
        body: aiComposeRequestSchema,
        response: { 200: aiComposeResponseSchema },
      },
    },
    async (request) => aiCompose.compose(userOf(request).userId, request.body),
  );

  app.post(
    "/api/ai-suggestions",
    {
      config: { access: "member", limits: ["aiSuggest"] },
      schema: {
        tags,
        summary: "Up to 3 suggestions for what she is writing, local ones first",
        body: aiSuggestionsRequestSchema,
        response: { 200: aiSuggestionsResponseSchema },
      },
    },
    async (request) => aiCompose.suggest(userOf(request).userId, request.body),
  );
};
