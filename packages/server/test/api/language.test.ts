import { AuthMessages } from "@saheli/core/auth";
import { hiMessages } from "@saheli/core/i18n/hi/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, call, rows, signIn } from "../helpers/auth.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
});
afterAll(async () => {
  await app.close();
});

/** A request the rules refuse with one of core's messages: an e-mail that is not one. */
const badEmail = (jar: CookieJar, headers: Record<string, string> = {}) =>
  call(app, jar, {
    method: "POST",
    url: "/api/auth/otp/send",
    body: { channel: "email", identifier: "not-an-email" },
    headers,
  });

describe("her language", () => {
  it("answers in English by default and keeps the error's code whatever the language", async () => {
    const english = await badEmail(new CookieJar());
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toContain(AuthMessages.emailInvalid);

    const hindi = await badEmail(new CookieJar(), { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().error.code).toBe(english.json().error.code);
    expect(hindi.json().error.message).toContain(hiMessages.auth.emailInvalid);
  });

  it("keeps a visitor's choice in a cookie the app can read, over her browser's wish", async () => {
    const jar = new CookieJar();
    const chosen = await call(app, jar, { method: "PUT", url: "/api/language", body: { language: "en" } });
    expect(chosen.json()).toEqual({ language: "en" });
    const cookie = String(chosen.headers["set-cookie"]);
    expect(cookie).toMatch(/^saheli_lang=en;/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const res = await badEmail(jar, { "accept-language": "hi" });
    expect(res.json().error.message).toContain(AuthMessages.emailInvalid);

    await call(app, jar, { method: "PUT", url: "/api/language", body: { language: "hi" } });
    expect((await badEmail(jar)).json().error.message).toContain(hiMessages.auth.emailInvalid);
  });

  it("keeps a member's choice on her profile too", async () => {
    const mira = await signIn(app, "mira@language.test");
    await call(app, mira.jar, { method: "PUT", url: "/api/language", body: { language: "hi" } });
    expect(await rows(app, "select language from profiles where id = $1", [mira.userId])).toEqual([
      { language: "hi" },
    ]);
  });

  it("refuses a language Saheli does not speak, in words, and an unknown cookie is English", async () => {
    const refused = await call(app, new CookieJar(), {
      method: "PUT",
      url: "/api/language",
      body: { language: "fr" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain("Please choose English or Hindi");
    const res = await badEmail(new CookieJar(), { cookie: "saheli_lang=xx" });
    expect(res.json().error.message).toContain(AuthMessages.emailInvalid);
  });
});
