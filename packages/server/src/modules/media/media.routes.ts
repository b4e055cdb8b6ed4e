import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { sendStoredFile } from "../../platform/send-stored-file.js";
import { MEDIA_PREFIX, PRIVATE_FOLDER } from "../../platform/storage.js";

const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif)|video\/(mp4|webm))$/;

/** Per client address: a feed page shows a few dozen pictures; a video player asks for many ranges. */
export const MEDIA_LIMIT = { max: 3000, timeWindow: "5 minutes" } as const;

/**
 * Stored media, streamed (with byte ranges for video players). Only re-encoded images and videos are shown
 * inline; anything else downloads. Every answer is sandboxed: a user's file never runs as this site's page.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.rateLimit(MEDIA_LIMIT));
  app.get(
    `${MEDIA_PREFIX}*`,
    { schema: { hide: true, params: z.object({ "*": z.string() }) } },
    async (request, reply) => {
      const key = request.params["*"];
      const file = key.startsWith(PRIVATE_FOLDER) ? null : await app.deps.storage.stat(key);
      if (!file) throw AppError.notFound("File not found");
      if (!INLINE_TYPES.test(file.contentType)) reply.header("content-disposition", "attachment");
      reply.header("cache-control", "public, max-age=3600").header("content-security-policy", "sandbox");
      return sendStoredFile(request, reply, app.deps.storage, key, file);
    },
  );
};
