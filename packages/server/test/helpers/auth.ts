import type { OutboxMessage } from "@saheli/core/contracts/auth";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../../src/app.js";

/** A browser's cookies, as far as the tests need one: Set-Cookie in, Cookie out. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse) {
    const header = response.headers["set-cookie"];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  clone() {
    const copy = new CookieJar();
    for (const [k, v] of this.cookies) copy.set(k, v);
    return copy;
  }
}

type Call = {
  method?: "GET" | "POST" | "DELETE" | "PATCH" | "PUT";
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** One request from a browser holding `jar`; the response's cookies land back in the jar. */
export async function call(app: App, jar: CookieJar, { method = "GET", url, body, headers }: Call) {
  return jar.take(
    await app.inject({
      method,
      url,
      // As a browser does on the site's own pages: every request says where it comes from.
      headers: { cookie: jar.header(), "sec-fetch-site": "same-origin", ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    }),
  );
}

export function latestCode(app: App, to: string): string {
  const message = (app.deps.auth.outbox?.list() ?? []).find((m: OutboxMessage) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

export async function sendCode(
  app: App,
  jar: CookieJar,
  identifier: string,
  channel: "email" | "sms" = "email",
) {
  return call(app, jar, { method: "POST", url: "/api/auth/otp/send", body: { channel, identifier } });
}

export async function verifyCode(
  app: App,
  jar: CookieJar,
  identifier: string,
  code: string,
  channel: "email" | "sms" = "email",
) {
  return call(app, jar, { method: "POST", url: "/api/auth/otp/verify", body: { channel, identifier, code } });
}

/** Signs in by e-mail code as a person would, returning her browser. */
export async function signIn(app: App, email: string) {
  const jar = new CookieJar();
  const sent = await sendCode(app, jar, email);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await verifyCode(app, jar, email, latestCode(app, email.toLowerCase()));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const body = verified.json();
  return { jar, userId: body.user.id as string, isNewUser: body.is_new_user as boolean };
}

/** Raw rows, for assertions about what the database holds. */
export async function rows(app: App, text: string, values?: unknown[]) {
  return (await app.deps.database.executeSql(text, values)).rows;
}

type ErrorResponse = { json(): unknown };

/** The `{ code, message }` of an error answer. */
export const errorOf = (res: ErrorResponse) =>
  (res.json() as { error: { code: string; message: string } }).error;

/** Only the message of an error answer, where a test compares the spec's words. */
export const errorMessage = (res: ErrorResponse) => errorOf(res).message;

/** `GET /api/auth/session` as the browser holding `jar`. */
export const sessionOf = (app: App, jar: CookieJar) => call(app, jar, { url: "/api/auth/session" });
