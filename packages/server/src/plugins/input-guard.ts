import { AppErrorCode } from "@saheli/core/errors";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.js";

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL character, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return `${path}.${key.replaceAll("\u0000", "")}`;
    const found = findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, and no person types one: text that holds one is refused
 * here, once for every route, before any schema or query sees it (it used to reach the database as a 500).
 */
export function registerTextGuard(api: FastifyInstance) {
  api.addHook("preValidation", async (request) => {
    const path =
      findNul(request.params, "params") ??
      findNul(request.query, "querystring") ??
      findNul(request.body, "body");
    if (path)
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        400,
        `${path}: Text may not contain NUL characters.`,
      );
  });
}
