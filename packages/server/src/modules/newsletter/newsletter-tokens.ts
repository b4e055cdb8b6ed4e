import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh single-use token (256 random bits) for a confirmation link; only its hash is stored. */
export const freshToken = () => randomBytes(32).toString("base64url");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The unsubscribe token in every newsletter mail: the subscription's id signed with HMAC-SHA256, so any future
 * mail can carry it without keeping it anywhere, and nobody can make one for someone else's address.
 */
export function signUnsubscribe(key: string, subscriptionId: string) {
  const mac = createHmac("sha256", key)
    .update(`newsletter-unsubscribe:${subscriptionId}`)
    .digest("base64url");
  return `${subscriptionId}.${mac}`;
}

export function verifyUnsubscribe(key: string, token: string): string | null {
  const [id, mac] = token.split(".");
  if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(signUnsubscribe(key, id).split(".")[1] ?? "");
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
