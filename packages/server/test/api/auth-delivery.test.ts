import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, sendCode, verifyCode } from "../helpers/auth.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

describe("e-mail through SMTP", () => {
  it("delivers the code in a real SMTP conversation, and the code signs her in", async () => {
    const received: { to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve())));

    app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}` } });
    const jar = new CookieJar();
    const sent = await sendCode(app, jar, "Meera@Saheli.test");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().outbox_url).toBeUndefined();
    expect(app.deps.auth.outbox?.list() ?? []).toHaveLength(0);

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["meera@saheli.test"]);
    const code = received[0]!.data.match(/Subject: (\d{6}) is your Saheli sign-in code/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await verifyCode(app, jar, "meera@saheli.test", code!)).statusCode).toBe(200);
  });

  it("reports a mail server that is down without leaving a usable code behind", async () => {
    app = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    const sent = await sendCode(app, new CookieJar(), "down@saheli.test");
    expect(sent.statusCode).toBe(503);
    expect(sent.json().error.message).toBe(
      "We could not send the code right now. Please try again in a moment.",
    );
  });
});

describe("SMS", () => {
  it("goes through a Twilio-compatible API when configured", async () => {
    const requests: { url: string; auth: string; body: URLSearchParams }[] = [];
    const provider: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        requests.push({
          url: req.url ?? "",
          auth: req.headers.authorization ?? "",
          body: new URLSearchParams(body),
        });
        res.writeHead(201, { "content-type": "application/json" }).end('{"sid":"SM1","status":"queued"}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => provider.close(() => resolve())));

    app = await createTestApp({
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: "https://saheli.example",
        GRIEVANCE_OFFICER_NAME: "Asha Rao",
        GRIEVANCE_OFFICER_EMAIL: "grievance@saheli.example",
        TWILIO_ACCOUNT_SID: "AC123",
        TWILIO_AUTH_TOKEN: "secret",
        TWILIO_FROM: "+15550001111",
        TWILIO_BASE_URL: `http://127.0.0.1:${portOf(provider)}`,
      },
    });
    const jar = new CookieJar();
    const sent = await sendCode(app, jar, "+91 98765 43210", "sms");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().destination).toBe("+91•••••3210");
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(requests[0]!.auth).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    expect(requests[0]!.body.get("To")).toBe("+919876543210");
    const code = requests[0]!.body.get("Body")?.match(/\d{6}/)?.[0];
    expect((await verifyCode(app, jar, "+919876543210", code!, "sms")).statusCode).toBe(200);
  });

  it("says SMS is not configured in production without a provider, and hides the outbox", async () => {
    app = await createTestApp({
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: "https://saheli.example",
        GRIEVANCE_OFFICER_NAME: "Asha Rao",
        GRIEVANCE_OFFICER_EMAIL: "grievance@saheli.example",
      },
    });
    const sent = await sendCode(app, new CookieJar(), "+919876543210", "sms");
    expect(sent.statusCode).toBe(503);
    expect(sent.json().error.message).toBe("SMS not configured. Please use email instead.");
    expect((await app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/auth/providers" })).json()).toEqual({
      email: true,
      sms: false,
      oauth: [],
    });
  });

  it("lands in the dev outbox outside production", async () => {
    app = await createTestApp();
    const jar = new CookieJar();
    expect((await sendCode(app, jar, "+919876543210", "sms")).statusCode).toBe(200);
    const outbox = (await app.inject({ url: "/api/dev/outbox" })).json();
    expect(outbox[0]).toMatchObject({ to: "+919876543210", channel: "sms" });
    const code = outbox[0].text.match(/\d{6}/)[0];
    const verified = await verifyCode(app, jar, "+919876543210", code, "sms");
    expect(verified.json().user).toMatchObject({ phone: "+919876543210", email: null });
  });
});
