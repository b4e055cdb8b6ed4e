import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ProfileMessages } from "@saheli/core/profile";
import { isEmailDerivedUsername, isValidUsername, UsernameMessages } from "@saheli/core/usernames";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { MIGRATIONS_DIR } from "../../src/config.js";
import { createAccount } from "../../src/modules/auth/accounts.js";
import { rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

const DAY = 24 * 60 * 60 * 1000;

let app: App;
let advance: (ms: number) => void;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  const clocked = await createClockedApp();
  app = clocked.app;
  advance = (ms) => clocked.clock.advance(ms);
  asha = await member(app, "asha@example.com", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.com", { full_name: "Bela Iyer" });
});
afterAll(() => app.close());

const error = (response: { json(): unknown }) =>
  (response.json() as { error: { message: string } }).error.message;

async function usernameOf(id: string) {
  const [row] = await rows(app, "select username, full_name from profiles where id = $1", [id]);
  return { username: String(row?.username), fullName: String(row?.full_name) };
}

/** Access tokens last 15 minutes: after moving the clock by days, both sign in again. */
async function signInAgain(...people: Member[]) {
  for (const person of people) person.jar = (await signIn(app, person.email)).jar;
}

describe("a new account's username", () => {
  it("says nothing of her e-mail address", async () => {
    const priya = await signIn(app, "priya.sharma1987@example.in");
    const { username, fullName } = await usernameOf(priya.userId);
    expect(isValidUsername(username)).toBe(true);
    expect(username).toMatch(/^saheli_[a-z0-9]{6}$/);
    for (const piece of ["priya", "sharma", "1987"]) {
      expect(username).not.toContain(piece);
      expect(fullName.toLowerCase()).not.toContain(piece);
    }
    const session = await as(app, priya.jar).get("/api/auth/session");
    expect(JSON.stringify(session.json().profile)).not.toMatch(/priya\.?sharma|1987/);
  });

  it("comes from her name when the provider gives one, with a number when that is taken", async () => {
    const db = app.deps.database.db;
    const first = await createAccount(db, { fullName: "Meera Nair", email: "meera.nair99@example.in" });
    const second = await createAccount(db, { fullName: "Meera Nair", email: "mnair@example.in" });
    expect((await usernameOf(first.id)).username).toBe("meera_nair");
    expect((await usernameOf(second.id)).username).toMatch(/^meera_nair_\d{3,4}$/);
  });
});

describe("migration 0024's rename of handles made from an e-mail address", () => {
  const cases = [
    { email: "priya.sharma1987@example.org", username: "priyasharma1987" },
    { email: "Kavya.R@example.in", username: "kavyar52817" },
    { email: "ab@example.in", username: "memberab" },
    { email: "a.very.very.very.long.name@example.in", username: "averyveryverylongnam" },
    { email: "lakshmi_iyer@saheli.test", username: "lakshmi_iyer" },
    { email: "neha.j@example.in", username: "neha_joshi" },
    { email: "rita@example.in", username: "ritax" },
    { email: "sana@example.in", username: "sana_1990" },
  ];

  it("renames exactly those core's rule finds, and their old handles redirect", async () => {
    const ids: string[] = [];
    for (const [i, c] of cases.entries()) {
      const [row] = await rows(
        app,
        "insert into profiles (email, username, full_name) values ($1, $2, $3) returning id",
        [c.email.toLowerCase(), c.username, `Legacy ${i}`],
      );
      ids.push(String(row?.id));
    }
    const migration = readFileSync(join(MIGRATIONS_DIR, "0024_username_changes.sql"), "utf8");
    const fix = migration.split("--> statement-breakpoint").find((part) => part.includes("DO $$"));
    await app.deps.database.executeSql(String(fix));

    for (const [i, c] of cases.entries()) {
      const now = (await usernameOf(ids[i]!)).username;
      const derived = isEmailDerivedUsername(c.username, c.email);
      expect(now === c.username, `${c.username} kept`).toBe(!derived);
      if (derived) {
        expect(now).toMatch(/^saheli_[a-z0-9]{6}$/);
        const [change] = await rows(
          app,
          "select old_username, reason from username_changes where user_id = $1",
          [ids[i]],
        );
        expect(change).toMatchObject({ old_username: c.username, reason: "email_privacy" });
      }
    }
    expect(cases.filter((c) => isEmailDerivedUsername(c.username, c.email))).toHaveLength(4);

    // The renamed may choose a handle at once: a rename for her privacy is not her change.
    await rows(
      app,
      "update profiles set gender = true, gender_verified = true, is_verified = true where id = $1",
      [ids[0]],
    );
    const priya = await signIn(app, cases[0]!.email);
    expect(priya.userId).toBe(ids[0]);
    const reached = await as(app, bela).get("/api/profiles/priyasharma1987");
    expect(reached.json()).toMatchObject({ profile: { id: ids[0] } });
    expect(reached.json().moved_to).toMatch(/^saheli_/);
    const chosen = await as(app, priya.jar).patch(`/api/profiles/${ids[0]}`, { username: "priya_prints" });
    expect(chosen.statusCode).toBe(200);
  });
});

describe("changing her username", () => {
  it("is hers alone, checked by the core rule, case-insensitively unique", async () => {
    const other = await as(app, bela).patch(`/api/profiles/${asha.id}`, { username: "asha_weaves" });
    expect(other.statusCode).toBe(403);
    expect(error(other)).toBe(ProfileMessages.userMismatch);

    const bad = await as(app, asha).patch(`/api/profiles/${asha.id}`, { username: "asha-weaves" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(UsernameMessages.characters);
    const reserved = await as(app, asha).patch(`/api/profiles/${asha.id}`, { username: "Support" });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.body).toContain(UsernameMessages.reserved);

    const belaName = (await usernameOf(bela.id)).username;
    const clash = await as(app, asha).patch(`/api/profiles/${asha.id}`, { username: belaName.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(error(clash)).toBe(UsernameMessages.taken);
    expect((await usernameOf(bela.id)).username).toBe(belaName);
  });

  it("once every 30 days, saying when she may again, and the old link leads to her for 90 days", async () => {
    const old = (await usernameOf(asha.id)).username;
    const changed = await as(app, asha).patch(`/api/profiles/${asha.id}`, {
      username: "Asha_Weaves",
      bio: "Handloom from Pune",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ username: "asha_weaves", bio: "Handloom from Pune" });
    const [record] = await rows(
      app,
      "select old_username, new_username, reason, changed_at from username_changes where user_id = $1",
      [asha.id],
    );
    expect(record).toMatchObject({ old_username: old, new_username: "asha_weaves", reason: "chosen" });

    const own = await as(app, asha).get(`/api/profiles/${asha.id}`);
    const nextAt = new Date(own.json().username_next_change_at);
    expect(nextAt.getTime() - (record!.changed_at as Date).getTime()).toBe(30 * DAY);

    const soon = await as(app, asha).patch(`/api/profiles/${asha.id}`, { username: "asha_again" });
    expect(soon.statusCode).toBe(429);
    expect(error(soon)).toBe(UsernameMessages.tooSoon(nextAt));
    expect(error(soon)).toMatch(
      /^You can change your username once every 30 days\. You can change it again on \d/,
    );
    // The rest of her profile is not held back by the rule.
    expect((await as(app, asha).patch(`/api/profiles/${asha.id}`, { bio: "Block prints" })).statusCode).toBe(
      200,
    );

    // The old link: Bela reaches Asha's profile and is told the new name; the current name answers as usual.
    const byOld = await as(app, bela).get(`/api/profiles/${old.toUpperCase()}`);
    expect(byOld.statusCode).toBe(200);
    expect(byOld.json()).toMatchObject({ moved_to: "asha_weaves", profile: { id: asha.id } });
    const byNew = await as(app, bela).get("/api/profiles/asha_weaves");
    expect(byNew.json().moved_to).toBeUndefined();
    // Nobody else may take the old name while it redirects.
    const grab = await as(app, bela).patch(`/api/profiles/${bela.id}`, { username: old });
    expect(grab.statusCode).toBe(409);

    advance(30 * DAY - 60_000);
    await signInAgain(asha, bela);
    expect(
      (await as(app, asha).patch(`/api/profiles/${asha.id}`, { username: "asha_again" })).statusCode,
    ).toBe(429);
    advance(60_000);
    await signInAgain(asha);
    const again = await as(app, asha).patch(`/api/profiles/${asha.id}`, { username: "asha_again" });
    expect(again.statusCode).toBe(200);
    // Both old names lead to her now.
    const viaFirst = await as(app, bela).get(`/api/profiles/${old}`);
    expect(viaFirst.json()).toMatchObject({ moved_to: "asha_again" });

    // 90 days after the first change, the first name no longer leads to her and is free for others.
    advance(60 * DAY + 60_000);
    await signInAgain(asha, bela);
    const expired = await as(app, bela).get(`/api/profiles/${old}`);
    expect(expired.statusCode).toBe(404);
    expect((await as(app, bela).get("/api/profiles/asha_weaves")).json()).toMatchObject({
      moved_to: "asha_again",
    });
    const taken = await as(app, bela).patch(`/api/profiles/${bela.id}`, { username: old });
    expect(taken.statusCode).toBe(200);
    expect((await as(app, asha).get(`/api/profiles/${old}`)).json()).toMatchObject({
      profile: { id: bela.id },
    });
  });

  it("passes the 30-day rule once when two changes are sent together", async () => {
    const esha = await member(app, "esha@example.com", { full_name: "Esha Sen" });
    const results = await Promise.all(
      ["esha_one", "esha_two", "esha_three"].map((username) =>
        as(app, esha).patch(`/api/profiles/${esha.id}`, { username }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    const changes = await rows(app, "select count(*)::int as n from username_changes where user_id = $1", [
      esha.id,
    ]);
    expect(changes[0]?.n).toBe(1);
  });

  it("is refused to the person blocked, through an old name as through the new", async () => {
    const carol = await member(app, "carol@example.com", { full_name: "Carol Das" });
    const dina = await member(app, "dina@example.com", { full_name: "Dina Paul" });
    const old = (await usernameOf(carol.id)).username;
    await as(app, carol).patch(`/api/profiles/${carol.id}`, { username: "carol_crafts" });
    await as(app, carol).post(`/api/people/${dina.id}/block`);
    expect((await as(app, dina).get(`/api/profiles/${old}`)).statusCode).toBe(404);
    expect((await as(app, dina).get("/api/profiles/carol_crafts")).statusCode).toBe(404);
  });
});
