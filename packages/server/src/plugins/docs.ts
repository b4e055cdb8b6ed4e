import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The API contract: OpenAPI at /api/openapi.json, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Saheli API",
        version,
        description: "Community and marketplace for women entrepreneurs.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
