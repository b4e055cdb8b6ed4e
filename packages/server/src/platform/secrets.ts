import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Secrets kept at rest (vendors' OAuth tokens, payout details): AES-256-GCM, a fresh 96-bit IV for every value,
 * the 128-bit tag checked on opening. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later
 * scheme or key can be told apart. `context` is bound in as associated data: a value sealed for one row and
 * column (`vendor_oauth_tokens:{user}:{platform}:access`) does not open in another, so copying ciphertexts
 * between rows in the database gets nobody anything.
 */
export type SecretKey = KeyObject;

const VERSION = "v1";
const IV_BYTES = 12;
const KEY_BYTES = 32;

export class SecretKeyError extends Error {}

/** A 32-byte key written as 64 hex digits or as base64 (standard or URL-safe); anything else throws. */
export function parseSecretKey(text: string): SecretKey {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value)
      ? Buffer.from(value, "base64")
      : Buffer.alloc(0);
  if (bytes.length !== KEY_BYTES) {
    throw new SecretKeyError("expected 32 bytes as base64 or hex, e.g. from `openssl rand -base64 32`");
  }
  return createSecretKey(bytes);
}

export function sealSecret(key: SecretKey, plaintext: string, context = ""): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** The plaintext; throws when the value was sealed with another key or context, or changed since. */
export function openSecret(key: SecretKey, sealed: string, context = ""): string {
  const [version, iv, tag, body, extra] = sealed.split(".");
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    body === undefined ||
    extra !== undefined
  )
    throw new SecretKeyError("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretKeyError("the secret does not open with this key");
  }
}

/** Whether two keys are the same bytes (a test, or a check that a rotated key really differs). */
export function sameSecretKey(a: SecretKey, b: SecretKey): boolean {
  return timingSafeEqual(a.export(), b.export());
}

export const SECRET_KEY_FILE = "token-encryption.key";

/**
 * The key of a development or test machine that set no TOKEN_ENCRYPTION_KEY: made once, at random, and kept in
 * `DATA_DIR/token-encryption.key` (mode 0600) beside the embedded PostgreSQL's password, so tokens stored today
 * still open after a restart. Never used in production, where the key must come from the environment.
 */
export function dataDirSecretKey(dataDir: string): SecretKey {
  const path = join(dataDir, SECRET_KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(path, `${randomBytes(KEY_BYTES).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process of this machine made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(path, 0o600);
  return parseSecretKey(readFileSync(path, "utf8"));
}

/**
 * The key secrets are sealed with: TOKEN_ENCRYPTION_KEY when set; otherwise, outside production, the one kept in
 * DATA_DIR; otherwise none (production without the key: config.ts refuses to start when vendor connections are
 * configured, and whatever else seals secrets must refuse its work).
 */
export function secretKeyFor(config: {
  env: string;
  dataDir: string;
  tokenEncryptionKey: SecretKey | undefined;
}): SecretKey | null {
  if (config.tokenEncryptionKey) return config.tokenEncryptionKey;
  return config.env === "production" ? null : dataDirSecretKey(config.dataDir);
}
