import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { OTP_LENGTH } from "@saheli/core/auth";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** 256 random bits, URL-safe: session tokens, code bindings, OAuth state. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are long and random, so one fast hash is enough to keep them out of a database dump. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

/** Codes are short, so they get a salted, deliberately slow hash. */
export async function hashCode(code: string, salt: string): Promise<string> {
  const key = await scryptAsync(code, salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return key.toString("hex");
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
