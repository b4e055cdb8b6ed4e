import { FeedLimits } from "@saheli/core/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";

const tags = ["media"];
const uploaded = z.object({
  url: z.string(),
  path: z.string(),
  bucket: z.string(),
  type: z.enum(["image", "video"]),
});

/** Post media: `POST /api/upload` (multipart field `file`) and removing an item she attached. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services;

  app.post(
    "/api/upload",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload an image (≤ 10 MB) or a video (≤ 50 MB) for a post",
        response: { 200: uploaded },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const file = await readUpload(request, { maxBytes: FeedLimits.videoMaxBytes, kind: "media" });
      return uploads.store(userId, file);
    },
  );

  app.delete(
    "/api/upload",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Delete a file she uploaded",
        body: z.object({ path: z.string().max(300) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await uploads.remove(userOf(request).userId, request.body.path);
      return reply.code(204).send(null);
    },
  );
};
