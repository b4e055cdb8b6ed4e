import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  dataDirSecretKey,
  openSecret,
  parseSecretKey,
  SECRET_KEY_FILE,
  sameSecretKey,
  sealSecret,
} from "./secrets.js";

const bytes = randomBytes(32);
const key = parseSecretKey(bytes.toString("base64"));

describe("sealed secrets (AES-256-GCM)", () => {
  it("open to what was sealed, and never look like it", () => {
    const token = "ya29.a0AfH6SMBx-secret-access-token";
    const sealed = sealSecret(key, token, "vendor_oauth_tokens:u1:google:access");
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(token);
    expect(openSecret(key, sealed, "vendor_oauth_tokens:u1:google:access")).toBe(token);
    expect(openSecret(key, sealSecret(key, ""))).toBe("");
    expect(openSecret(key, sealSecret(key, "नमस्ते ₹"))).toBe("नमस्ते ₹");
  });

  it("use a fresh IV each time, so the same secret never seals the same way", () => {
    const seals = new Set(Array.from({ length: 50 }, () => sealSecret(key, "same")));
    expect(seals.size).toBe(50);
    expect(new Set([...seals].map((s) => s.split(".")[1])).size).toBe(50);
  });

  it("refuse another key, another context, and any changed byte", () => {
    const sealed = sealSecret(key, "refresh-token", "row-a");
    const other = parseSecretKey(randomBytes(32).toString("hex"));
    expect(() => openSecret(other, sealed, "row-a")).toThrow(/does not open/);
    expect(() => openSecret(key, sealed, "row-b")).toThrow(/does not open/);
    const [v, iv, tag, body] = sealed.split(".") as [string, string, string, string];
    const flipped = Buffer.from(body, "base64url");
    flipped[0]! ^= 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString("base64url")].join("."), "row-a")).toThrow();
    const badTag = Buffer.from(tag, "base64url");
    badTag[15]! ^= 0x80;
    expect(() => openSecret(key, [v, iv, badTag.toString("base64url"), body].join("."), "row-a")).toThrow();
    expect(() => openSecret(key, "plain-token")).toThrow(/not a sealed secret/);
    expect(() => openSecret(key, `v2.${iv}.${tag}.${body}`, "row-a")).toThrow(/not a sealed secret/);
  });
});

describe("the key", () => {
  it("is 32 bytes written as hex or base64 (standard or URL-safe), nothing else", () => {
    expect(sameSecretKey(parseSecretKey(bytes.toString("hex")), key)).toBe(true);
    expect(sameSecretKey(parseSecretKey(bytes.toString("base64url")), key)).toBe(true);
    expect(sameSecretKey(parseSecretKey(` ${bytes.toString("base64")}\n`), key)).toBe(true);
    for (const bad of [
      "",
      "short",
      randomBytes(16).toString("base64"),
      randomBytes(33).toString("hex"),
      "é".repeat(44),
    ])
      expect(() => parseSecretKey(bad), bad).toThrow(/expected 32 bytes/);
  });

  const dataDir = mkdtempSync(join(tmpdir(), "saheli-secrets-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("of a development machine is made once into DATA_DIR, readable by its owner only, and kept", () => {
    const dir = join(dataDir, "fresh");
    const first = dataDirSecretKey(dir);
    const path = join(dir, SECRET_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8").trim()).toHaveLength(44);
    const again = dataDirSecretKey(dir);
    expect(sameSecretKey(first, again)).toBe(true);
    expect(openSecret(again, sealSecret(first, "kept across restarts"))).toBe("kept across restarts");
  });
});
