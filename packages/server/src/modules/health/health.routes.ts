import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["up", "down"]),
  mode: z.enum(["embedded", "postgres"]),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      // Not counted against any budget: a load balancer asks every few seconds.
      config: { access: "public" },
      schema: {
        tags: ["platform"],
        summary: "Is the server up and its database reachable?",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database, config } = app.deps;
      const db = await database.ping().then(
        () => "up" as const,
        () => "down" as const,
      );
      return reply
        .header("cache-control", "no-store")
        .status(db === "up" ? 200 : 503)
        .send({ status: db === "up" ? "ok" : "degraded", db, mode: database.mode, version: config.version });
    },
  );
};
