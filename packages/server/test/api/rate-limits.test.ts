import { RateLimits } from "@saheli/core/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { call, signIn } from "../helpers/auth.js";
import { member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
beforeAll(async () => {
  // One load balancer in front: it appends the address it saw as the right-most X-Forwarded-For entry.
  app = await createTestApp({ configure: (config) => ({ ...config, trustProxy: 1 }) });
});
afterAll(() => app.close());

const behindBalancer = (client: string, claimed = "") => ({
  "x-forwarded-for": claimed ? `${claimed}, ${client}` : client,
});

describe("the API budget", () => {
  it("lets a member browse 150 pages in 5 minutes from a busy carrier address, counted as herself", async () => {
    const carrier = "100.64.0.7";
    const first = await signIn(app, "busy-one@saheli.test");
    const second = await signIn(app, "busy-two@saheli.test");
    // A page costs about 8.5 API calls: 150 pages is 1,275 calls each, 2,550 from one address.
    for (const { jar } of [first, second]) {
      for (let i = 0; i < 1275; i++) {
        const res = await call(app, jar, { url: "/api/auth/session", headers: behindBalancer(carrier) });
        if (res.statusCode !== 200) throw new Error(`call ${i} answered ${res.statusCode}: ${res.body}`);
      }
    }
    // A visitor on the same carrier address is counted apart from them.
    const visitor = await app.inject({ url: "/api/home", headers: behindBalancer(carrier) });
    expect(visitor.statusCode).toBe(200);
  });

  it("stops a member past her own budget, saying when to try again, and keeps her signed in", async () => {
    const { jar } = await signIn(app, "greedy@saheli.test");
    const headers = behindBalancer("198.51.100.20");
    let res = await call(app, jar, { url: "/api/auth/session", headers });
    for (let i = 1; i <= RateLimits.apiMember.max && res.statusCode === 200; i++) {
      res = await call(app, jar, { url: "/api/auth/session", headers });
    }
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // The refusal leaves her session alone: no cookie is cleared.
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(jar.get("saheli_at")).toBeTruthy();
  });

  it("stops a visitor's address after 300 requests whatever X-Forwarded-For she writes", async () => {
    const client = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i < RateLimits.apiVisitor.max + 1; i++) {
      const claimed = `10.${i % 250}.${i % 7}.${i % 13}`;
      statuses.push(
        (await app.inject({ url: "/api/home", headers: behindBalancer(client, claimed) })).statusCode,
      );
    }
    expect(statuses.slice(0, RateLimits.apiVisitor.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address behind the same balancer is not affected.
    const other = await app.inject({ url: "/api/home", headers: behindBalancer("203.0.113.10") });
    expect(other.statusCode).toBe(200);
  });
});

describe("per-action limits", () => {
  it("lets a member post once in 5 seconds, in the same words", async () => {
    const poster = await member(app, "quick-poster@saheli.test");
    const post = () =>
      call(app, poster.jar, { method: "POST", url: "/api/posts", body: { content: "Fresh stock today" } });
    expect((await post()).statusCode).toBe(200);
    const again = await post();
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^Too many requests\. Please try again in [1-5] seconds?\.$/);
  });
});

describe("sign-in code sends", () => {
  it("counts an identifier's sends per address, so a stranger's five sends leave hers alone", async () => {
    const send = (address: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/otp/send",
        headers: behindBalancer(address),
        payload: { channel: "email", identifier: "target@saheli.test" },
      });
    const stranger: number[] = [];
    for (let i = 0; i < 6; i++) stranger.push((await send("198.51.100.66")).statusCode);
    expect(stranger.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await send("100.64.9.9")).statusCode).toBe(200);
  });
});
