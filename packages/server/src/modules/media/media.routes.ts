import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { MEDIA_PREFIX, PRIVATE_FOLDER } from "../../platform/storage.js";

const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif)|video\/(mp4|webm))$/;

/** Stored media. Only re-encoded images and videos are shown inline; anything else downloads. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${MEDIA_PREFIX}*`,
    { schema: { hide: true, params: z.object({ "*": z.string() }) } },
    async (request, reply) => {
      const key = request.params["*"];
      const file = key.startsWith(PRIVATE_FOLDER) ? null : await app.deps.storage.get(key);
      if (!file) throw AppError.notFound("File not found");
      if (!INLINE_TYPES.test(file.contentType)) reply.header("content-disposition", "attachment");
      return reply.type(file.contentType).header("cache-control", "public, max-age=3600").send(file.body);
    },
  );
};
