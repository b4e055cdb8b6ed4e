import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { createServer, globalAgent } from "node:https";
import type { AddressInfo } from "node:net";

const b64url = (buf: Buffer) => buf.toString("base64url");
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

export type PushDelivery = { path: string; headers: IncomingMessage["headers"]; body: Buffer };

/**
 * A push service on 127.0.0.1 speaking the Web Push protocol (RFC 8030/8291/8292) over HTTPS: it keeps what
 * arrives and can answer 410 Gone. The subscription's keys are real, so a test can check the VAPID token and
 * decrypt the payload. Its self-signed certificate is trusted by this process until `close`.
 */
export async function localPushService() {
  const deliveries: PushDelivery[] = [];
  const waiters: ((d: PushDelivery) => void)[] = [];
  let answer = 201;
  const cert = fixture("push-service.crt");
  const server = createServer({ cert, key: fixture("push-service.key") }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const delivery = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      deliveries.push(delivery);
      for (const w of waiters.splice(0)) w(delivery);
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const trustedBefore = globalAgent.options.ca;
  globalAgent.options.ca = cert;
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  const ua = createECDH("prime256v1");
  ua.generateKeys();
  const authSecret = randomBytes(16);

  return {
    host,
    deliveries,
    answerWith: (status: number) => {
      answer = status;
    },
    next: (timeoutMs = 5000) =>
      new Promise<PushDelivery>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no push arrived")), timeoutMs);
        waiters.push((d) => {
          clearTimeout(timer);
          resolve(d);
        });
      }),
    subscription: (path: string) => ({
      endpoint: `https://${host}${path}`,
      keys: { p256dh: b64url(ua.getPublicKey()), auth: b64url(authSecret) },
    }),
    /** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; returns the claims if the signature holds. */
    verifyVapid(header: string | undefined) {
      const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
      if (!match) throw new Error(`not a VAPID authorization: ${header}`);
      const [, token, key] = match as unknown as [string, string, string];
      const raw = Buffer.from(key, "base64url");
      const publicKey = createPublicKey({
        key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
        format: "jwk",
      });
      const [head, claims, signature] = token.split(".") as [string, string, string];
      const valid = verify(
        "sha256",
        Buffer.from(`${head}.${claims}`),
        { key: publicKey, dsaEncoding: "ieee-p1363" },
        Buffer.from(signature, "base64url"),
      );
      if (!valid) throw new Error("VAPID signature does not verify");
      return {
        key,
        claims: JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>,
      };
    },
    /** RFC 8291 aes128gcm, with the subscription's private key. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const secret = ua.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, authSecret, info, 32));
      const cek = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
      );
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      return padded.subarray(0, padded.lastIndexOf(2)).toString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        globalAgent.options.ca = trustedBefore;
        server.close(() => resolve());
      }),
  };
}
