import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, call, rows, sendCode, verifyCode } from "../helpers/auth.js";
import { createTestApp } from "../helpers/test-app.js";

type Mail = { to: string[]; data: string };
let app: App;
let smtp: SMTPServer;
const received: Mail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
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
  const port = (smtp.server.address() as AddressInfo).port;
  // With the job queue: each subscriber's copy of an issue is a job of its own.
  app = await createTestApp({ jobs: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The mail's text as written: quoted-printable soft breaks joined, `=3D` back to `=`, headers unfolded. */
const plain = (mail: Mail) =>
  mail.data
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
const mailsTo = (address: string) => received.filter((m) => m.to.includes(address));
const tokenIn = (mail: Mail, path: string) =>
  new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_.%-]+)`).exec(plain(mail))?.[1];

/** An admin signed in with the code that came through SMTP. */
async function signInAdmin(email: string) {
  const jar = new CookieJar();
  await sendCode(app, jar, email);
  const code = /Subject: (\d{6}) is your Saheli sign-in code/.exec(plain(mailsTo(email).at(-1)!))?.[1] ?? "";
  const user = (await verifyCode(app, jar, email, code)).json().user;
  await rows(
    app,
    "update profiles set role = 'A', gender_verified = true, is_verified = true where id = $1",
    [user.id],
  );
  return { jar };
}

const subscribe = (email: string) =>
  call(app, new CookieJar(), { method: "POST", url: "/api/newsletter/subscriptions", body: { email } });
const statusOf = async (email: string) =>
  (await rows(app, "select status from newsletter_subscriptions where email = $1", [email]))[0]?.status;

describe("newsletter with double opt-in", () => {
  it("stores nothing confirmed and sends no newsletter until she opens the confirmation link", async () => {
    const res = await subscribe("Kavya@Newsletter.test");
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe("Check your inbox: we sent a link to confirm your subscription.");
    expect(await statusOf("kavya@newsletter.test")).toBe("pending");
    const [confirmMail] = mailsTo("kavya@newsletter.test");
    expect(plain(confirmMail!)).toContain("Subject: Please confirm your Saheli newsletter subscription");
    const token = decodeURIComponent(tokenIn(confirmMail!, "/newsletter/confirm") ?? "");
    expect(token.length).toBeGreaterThan(20);
    // Only a hash of the token is stored.
    expect(JSON.stringify(await rows(app, "select * from newsletter_subscriptions"))).not.toContain(token);

    const confirmed = await call(app, new CookieJar(), {
      method: "POST",
      url: "/api/newsletter/confirm",
      body: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe("You're subscribed to the Saheli newsletter.");
    expect(await statusOf("kavya@newsletter.test")).toBe("confirmed");
    const again = await call(app, new CookieJar(), {
      method: "POST",
      url: "/api/newsletter/confirm",
      body: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("This link is not valid or has already been used.");

    await expect.poll(() => mailsTo("kavya@newsletter.test").length).toBe(2);
    const welcome = mailsTo("kavya@newsletter.test")[1]!;
    expect(plain(welcome)).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=/,
    );
    expect(plain(welcome)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(tokenIn(welcome, "/newsletter/unsubscribe")).toBeTruthy();
  });

  it("unsubscribes with one click from any newsletter mail, as mail programs do (RFC 8058)", async () => {
    await subscribe("ritu@newsletter.test");
    const token = decodeURIComponent(
      tokenIn(mailsTo("ritu@newsletter.test")[0]!, "/newsletter/confirm") ?? "",
    );
    await call(app, new CookieJar(), { method: "POST", url: "/api/newsletter/confirm", body: { token } });

    const admin = await signInAdmin("editor@newsletter.test");
    const issue = await call(app, admin.jar, {
      method: "POST",
      url: "/api/admin/newsletter/issues",
      body: {
        subject: "November on Saheli",
        text: "Five new shops from Jaipur, and a founders' meetup in Pune.",
      },
    });
    expect(issue.statusCode).toBe(200);
    expect(issue.json()).toMatchObject({ sent: 0, failed: 0 });
    expect(issue.json().queued).toBeGreaterThanOrEqual(1);
    const newsFor = (address: string) =>
      mailsTo(address).find((m) => plain(m).includes("Subject: November on Saheli"));
    await expect.poll(() => newsFor("ritu@newsletter.test"), { timeout: 10_000 }).toBeTruthy();
    const news = newsFor("ritu@newsletter.test");
    const unsubscribeToken = decodeURIComponent(tokenIn(news!, "/api/newsletter/unsubscribe") ?? "");
    expect(unsubscribeToken).toBeTruthy();

    const forged = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(`${unsubscribeToken.split(".")[0]}.forged-signature-xx`)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(404);
    const oneClick = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toBe("You're unsubscribed. We won't send you the newsletter again.");
    expect(await statusOf("ritu@newsletter.test")).toBe("unsubscribed");

    const before = mailsTo("ritu@newsletter.test").length;
    await call(app, admin.jar, {
      method: "POST",
      url: "/api/admin/newsletter/issues",
      body: {
        subject: "December on Saheli",
        text: "Festive markets and a workshop on GST for small sellers.",
      },
    });
    // Kavya (still subscribed) gets it; Ritu does not.
    await expect
      .poll(() => mailsTo("kavya@newsletter.test").some((m) => plain(m).includes("December on Saheli")), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(mailsTo("ritu@newsletter.test")).toHaveLength(before);
    // The web page's button sends the token in the body; repeating it is harmless.
    const repeat = await call(app, new CookieJar(), {
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      body: { token: unsubscribeToken },
    });
    expect(repeat.statusCode).toBe(200);
  });

  it("answers the same for a confirmed address without mailing her again, and refuses bad addresses", async () => {
    const count = mailsTo("kavya@newsletter.test").length;
    const res = await subscribe("kavya@newsletter.test");
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe("Check your inbox: we sent a link to confirm your subscription.");
    expect(mailsTo("kavya@newsletter.test")).toHaveLength(count);
    const bad = await subscribe("not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("Please enter a valid email address");
  });

  it("refuses a newsletter issue from someone who is not an admin", async () => {
    const res = await call(app, new CookieJar(), {
      method: "POST",
      url: "/api/admin/newsletter/issues",
      body: { subject: "Spam", text: "This should never be sent to anyone at all." },
    });
    expect(res.statusCode).toBe(401);
  });
});
