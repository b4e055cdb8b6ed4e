import { AppErrorCode } from "@saheli/core/errors";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.js";

const MAX_DEPTH = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Every id-shaped string in lower case, in place: ids are compared as PostgreSQL prints them. */
export function lowerCaseIds(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return UUID.test(value) ? value.toLowerCase() : value;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = lowerCaseIds(record[key], depth + 1);
  return value;
}

/**
 * Input no person means, settled once for every route before any schema or query sees it: text with a NUL
 * character is refused (PostgreSQL cannot store one; it used to surface as a 500), and ids are brought to one
 * spelling (her own id in capitals let her report or follow herself).
 */
export function registerInputGuard(api: FastifyInstance) {
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
    lowerCaseIds(request.params);
    lowerCaseIds(request.query);
    lowerCaseIds(request.body);
  });
}
