/**
 * Keyset cursors for every paged list: the position after the last row a page showed, as the sort key of that
 * row (a time and an id; for ranked lists also a score or a rank), never a row count. Opaque to clients:
 * base64url of a small JSON array. A cursor that does not decode to a well-formed key is refused, so a forged
 * one is a 400 and never reaches SQL as anything but typed parameters.
 */

export type CursorKey = {
  /** The row's time, ISO 8601 in UTC with up to microseconds (PostgreSQL's precision). */
  at: string;
  id: string;
  /** A ranked list's score (feed "top", listings by price or rating…); absent for plain time order. */
  score?: number;
};

export const CursorMessages = {
  invalid: "This page link is invalid or out of date. Please reload the list.",
} as const;

const VERSION = 1;
const MAX_LENGTH = 200;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** ASCII text as base64url without padding (exported for tests that forge cursors). */
export function toBase64Url(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < text.length) out += ALPHABET[(n >> 6) & 63]!;
    if (i + 2 < text.length) out += ALPHABET[n & 63]!;
  }
  return out;
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null;
  let out = "";
  for (let i = 0; i < encoded.length; i += 4) {
    const digits = [...encoded.slice(i, i + 4)].map((ch) => ALPHABET.indexOf(ch));
    const n = digits.reduce((acc, d, k) => acc | (d << (18 - 6 * k)), 0);
    out += String.fromCharCode((n >> 16) & 255);
    if (digits.length > 2) out += String.fromCharCode((n >> 8) & 255);
    if (digits.length > 3) out += String.fromCharCode(n & 255);
  }
  return out;
}

/** The ISO time a cursor holds must name a real instant (no 2025-02-30). */
function validTime(at: string): boolean {
  if (!ISO_UTC.test(at)) return false;
  const ms = Date.parse(at);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === at.slice(0, 19);
}

export function encodeCursor(key: CursorKey): string {
  const parts: unknown[] = [VERSION, key.at, key.id.toLowerCase()];
  // JSON has no -0; it sorts as 0 anyway.
  if (key.score !== undefined) parts.push(key.score === 0 ? 0 : key.score);
  return toBase64Url(JSON.stringify(parts));
}

/** The key a cursor holds, or null for anything that is not a cursor this codec made. */
export function decodeCursor(raw: string): CursorKey | null {
  if (raw.length === 0 || raw.length > MAX_LENGTH) return null;
  const text = fromBase64Url(raw);
  if (text === null) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length < 3 || parts.length > 4 || parts[0] !== VERSION) return null;
  const [, at, id, score] = parts;
  if (typeof at !== "string" || !validTime(at)) return null;
  if (typeof id !== "string" || !UUID.test(id)) return null;
  if (parts.length === 4 && (typeof score !== "number" || !Number.isFinite(score))) return null;
  return parts.length === 4 ? { at, id, score: score as number } : { at, id };
}

/** The next page's cursor from a page fetched one row long: null when no row follows. */
export function nextCursor<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null;
}
