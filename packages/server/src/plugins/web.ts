import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; the build's
 * .br and .gz siblings go to browsers that accept them. Returns the SPA fallback (index.html for
 * client-side routes), or undefined when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(join(distDir, "index.html"))) return undefined;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        HASHED_ASSET.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return (_request: unknown, reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").sendFile("index.html", distDir);
}
