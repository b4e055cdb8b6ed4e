import { linkPreviewRequestSchema, linkPreviewSchema } from "@saheli/core/contracts/link-preview";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** `POST /api/link-preview` (issue 21 §1): the card for the first link in her post. */
export const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { linkPreviews } = app.services;

  app.post(
    "/api/link-preview",
    {
      config: { access: "member", limits: ["linkPreview"] },
      schema: {
        tags: ["feed"],
        summary: "The preview card for a link (422 'Invalid URL' when it is none, or no card can be made)",
        body: linkPreviewRequestSchema,
        response: { 200: linkPreviewSchema },
      },
    },
    async (request) => linkPreviews.preview(request.body.url),
  );
};
