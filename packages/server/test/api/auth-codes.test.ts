import { OTP_VALIDITY_S } from "@saheli/core/auth";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { profiles } from "../../src/db/schema/index.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, call, latestCode, rows, sendCode, verifyCode } from "../helpers/auth.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp());
});
afterEach(() => app.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sending a code", () => {
  it("answers the same whether or not the address has an account", async () => {
    await app.deps.database.db
      .insert(profiles)
      .values({ email: "known@saheli.test", username: "known", full_name: "Known" });
    const known = await sendCode(app, new CookieJar(), "known@saheli.test");
    const unknown = await sendCode(app, new CookieJar(), "stranger@saheli.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const { destination: _a, ...knownBody } = known.json();
    const { destination: _b, ...unknownBody } = unknown.json();
    expect(knownBody).toEqual(unknownBody);
    expect(known.json()).toMatchObject({ sent: true, resend_after_seconds: 30, expires_in_seconds: 600 });
  });

  it("rejects bad addresses with the spec's messages", async () => {
    const jar = new CookieJar();
    const email = await call(app, jar, {
      method: "POST",
      url: "/api/auth/otp/send",
      body: { channel: "email", identifier: "not-an-email" },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.message).toContain("Enter valid email");
    const empty = await call(app, jar, {
      method: "POST",
      url: "/api/auth/otp/send",
      body: { channel: "email", identifier: " " },
    });
    expect(empty.json().error.message).toContain("Email is required");
    const phone = await sendCode(app, jar, "9876543210", "sms");
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.message).toContain("Enter valid phone number with country code");
  });

  it("refuses a resend inside the 30 s cooldown, then sends another while the first stays usable", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "asha@saheli.test");
    const first = latestCode(app, "asha@saheli.test");
    clock.advance(10_000);
    const early = await sendCode(app, jar, "asha@saheli.test");
    expect(early.statusCode).toBe(429);
    expect(early.json().error.message).toBe("Please wait 20 seconds before requesting a new code.");

    clock.advance(21_000);
    expect((await sendCode(app, jar, "asha@saheli.test")).statusCode).toBe(200);
    const second = latestCode(app, "asha@saheli.test");
    // The first e-mail may arrive last: its code still signs her in, and then neither is any use.
    expect((await verifyCode(app, jar, "asha@saheli.test", first)).statusCode).toBe(200);
    if (first !== second) {
      expect((await verifyCode(app, jar, "asha@saheli.test", second)).json().error.code).toBe("OTP_MISSING");
    }
  });

  it("lets nobody else's sends to her address void her code or make her wait", async () => {
    const hers = new CookieJar();
    const stranger = new CookieJar();
    expect((await sendCode(app, stranger, "target@saheli.test")).statusCode).toBe(200);
    expect((await sendCode(app, hers, "target@saheli.test")).statusCode).toBe(200);
    const code = latestCode(app, "target@saheli.test");
    clock.advance(31_000);
    expect((await sendCode(app, stranger, "target@saheli.test")).statusCode).toBe(200);
    expect((await verifyCode(app, hers, "target@saheli.test", code)).statusCode).toBe(200);
  });

  it("limits sends per client address as well as per identifier", async () => {
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      status = (await sendCode(app, new CookieJar(), `many${i}@saheli.test`)).statusCode;
    }
    expect(status).toBe(429);
  });

  it("limits sends to 5 per identifier in 30 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      clock.advance(31_000);
      statuses.push((await sendCode(app, new CookieJar(), "limit@saheli.test")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("checking a code", () => {
  it("signs a new person in, creating her account with role U", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "New.Person@Saheli.test");
    const response = await verifyCode(
      app,
      jar,
      "new.person@saheli.test",
      latestCode(app, "new.person@saheli.test"),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: "new.person@saheli.test", role: "user", aud: "authenticated" });
    expect(body.is_new_user).toBe(true);
    // Her name and handle are public, so neither is made from her address (issue 17): she names herself next.
    expect(body.profile).toMatchObject({
      role: "U",
      full_name: "Saheli member",
      username: expect.stringMatching(/^saheli_[a-z0-9]{6}$/),
      is_verified: false,
      has_shop: false,
    });
    expect(body.expires_at - Math.floor(clock.now().getTime() / 1000)).toBe(7 * 24 * 3600);

    const session = await call(app, jar, { url: "/api/auth/session" });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(body.user.id);
  });

  it("voids a code after five wrong tries", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "tries@saheli.test");
    const code = latestCode(app, "tries@saheli.test");
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await verifyCode(app, jar, "tries@saheli.test", wrongCode(code))).json().error);
    expect(answers.slice(0, 4).map((e) => e.message)).toEqual(Array(4).fill("Invalid code"));
    expect(answers[4]).toEqual({
      code: "OTP_VOID",
      message: "Too many wrong codes. Please request a new code.",
    });
    const right = await verifyCode(app, jar, "tries@saheli.test", code);
    expect(right.json().error).toEqual({
      code: "OTP_MISSING",
      message: "No OTP session found. Please request a new code.",
    });
  });

  it("counts 20 parallel wrong guesses one after another: five against the code, the rest refused", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "swarm@saheli.test");
    const code = latestCode(app, "swarm@saheli.test");
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      guesses.map((g) => verifyCode(app, jar.clone(), "swarm@saheli.test", g)),
    );
    const codes = answers.map((a) => a.json().error.code);
    expect(codes.filter((c) => c === "OTP_INVALID")).toHaveLength(4);
    expect(codes.filter((c) => c === "OTP_VOID")).toHaveLength(16);
    expect(
      await rows(app, "select id from auth_failures where identifier = 'swarm@saheli.test'"),
    ).toHaveLength(5);
    expect((await verifyCode(app, jar, "swarm@saheli.test", code)).statusCode).toBe(400);
  });

  it("stops parallel wrong guesses at the account's 100th failure in the hour", async () => {
    await app.deps.database.executeSql(
      "insert into auth_failures (identifier, created_at) select 'crowd@saheli.test', $1::timestamptz from generate_series(1, 99)",
      [clock.now().toISOString()],
    );
    const jar = new CookieJar();
    await sendCode(app, jar, "crowd@saheli.test");
    const code = latestCode(app, "crowd@saheli.test");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyCode(app, jar.clone(), "crowd@saheli.test", wrongCode(code))),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
    expect(
      await rows(app, "select id from auth_failures where identifier = 'crowd@saheli.test'"),
    ).toHaveLength(100);
  });

  it("expires a code after 10 minutes", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "late@saheli.test");
    clock.advance(OTP_VALIDITY_S * 1000 + 1);
    const response = await verifyCode(app, jar, "late@saheli.test", latestCode(app, "late@saheli.test"));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "OTP_EXPIRED",
      message: "Your verification code has expired. Please request a new one.",
    });
  });

  it("only works in the browser that asked for it", async () => {
    await sendCode(app, new CookieJar(), "bound@saheli.test");
    const elsewhere = await verifyCode(
      app,
      new CookieJar(),
      "bound@saheli.test",
      latestCode(app, "bound@saheli.test"),
    );
    expect(elsewhere.json().error.code).toBe("OTP_MISSING");
  });

  it("stops after 100 failures in an hour, and a new code does not reset the count", async () => {
    await app.deps.database.executeSql(
      "insert into auth_failures (identifier, created_at) select 'hour@saheli.test', $1::timestamptz from generate_series(1, 99)",
      [clock.now().toISOString()],
    );
    const jar = new CookieJar();
    await sendCode(app, jar, "hour@saheli.test");
    const code = latestCode(app, "hour@saheli.test");
    expect((await verifyCode(app, jar, "hour@saheli.test", wrongCode(code))).statusCode).toBe(400);
    clock.advance(31_000);
    await sendCode(app, jar, "hour@saheli.test");
    const blocked = await verifyCode(app, jar, "hour@saheli.test", latestCode(app, "hour@saheli.test"));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe("Too many failed attempts. Please try again in an hour.");

    clock.advance(61 * 60_000);
    await sendCode(app, jar, "hour@saheli.test");
    expect(
      (await verifyCode(app, jar, "hour@saheli.test", latestCode(app, "hour@saheli.test"))).statusCode,
    ).toBe(200);
  });

  it("gives exactly one session when the same code arrives 50 times at once", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "race@saheli.test");
    const code = latestCode(app, "race@saheli.test");
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => verifyCode(app, jar.clone(), "race@saheli.test", code)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await rows(app, "select id from auth_sessions")).toHaveLength(1);
    expect(await rows(app, "select id from profiles where email = 'race@saheli.test'")).toHaveLength(1);
  });

  it("limits code checks to 25 per 5 minutes per client address", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "guess@saheli.test");
    const statuses = new Set<number>();
    for (let i = 0; i < 26; i++) {
      statuses.add((await verifyCode(app, jar, `guess${i}@saheli.test`, "123456")).statusCode);
    }
    expect(statuses.has(429)).toBe(true);
  });

  it("keeps no code or token in plain text in the database", async () => {
    const jar = new CookieJar();
    await sendCode(app, jar, "dump@saheli.test");
    const code = latestCode(app, "dump@saheli.test");
    await verifyCode(app, jar, "dump@saheli.test", code);
    const secrets = [code, jar.get("saheli_at"), jar.get("saheli_rt")].filter(Boolean) as string[];
    expect(secrets).toHaveLength(3);
    const tables = await rows(
      app,
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    let dump = "";
    for (const { table_name } of tables) {
      const all = await rows(app, `select row_to_json(t)::text as j from "${String(table_name)}" t`);
      dump += all.map((r) => String(r.j)).join("\n");
    }
    expect(dump).toContain("dump@saheli.test");
    for (const secret of secrets) expect(dump).not.toContain(secret);
  });
});
