/** Limits for client log records (document 3 §9 Logging). */
export const LOG_LIMITS = { messageChars: 500, arrayItems: 50, objectProperties: 20, depth: 10 } as const;

const TRUNCATED = "…";

/** Bounds a value for logging: long strings cut, long arrays and wide objects trimmed, deep nesting stopped. */
export function sanitizeLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") {
    return value.length > LOG_LIMITS.messageChars
      ? value.slice(0, LOG_LIMITS.messageChars) + TRUNCATED
      : value;
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= LOG_LIMITS.depth) return "[depth limit]";
  if (Array.isArray(value)) {
    return value.slice(0, LOG_LIMITS.arrayItems).map((item) => sanitizeLogValue(item, depth + 1));
  }
  const entries = Object.entries(value).slice(0, LOG_LIMITS.objectProperties);
  return Object.fromEntries(entries.map(([key, item]) => [key, sanitizeLogValue(item, depth + 1)]));
}
