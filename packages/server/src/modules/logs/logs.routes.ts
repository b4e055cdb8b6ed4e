import { clientLogSchema } from "@saheli/core/contracts/logs";
import { sanitizeLogValue } from "@saheli/core/log-sanitize";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** Client logs join the server's log stream, bounded so a client cannot flood it. */
export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/logs",
    {
      bodyLimit: 64 * 1024,
      config: { access: "public", limits: ["clientLogs"] },
      schema: {
        tags: ["platform"],
        summary: "Record an error or warning from the web app",
        body: clientLogSchema,
        response: { 202: z.object({ accepted: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { level, message, meta, timestamp, source } = request.body;
      request.log[level](
        { client: { source, timestamp, meta: sanitizeLogValue(meta) } },
        sanitizeLogValue(message) as string,
      );
      return reply.status(202).send({ accepted: true });
    },
  );
};
