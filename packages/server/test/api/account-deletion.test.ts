import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { posts } from "../../src/db/schema/index.js";
import { promoteToAdmin } from "../../src/modules/auth/roles.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, call, rows, sessionOf, signIn } from "../helpers/auth.js";
import { member } from "../helpers/people.js";
import { createClockedApp, createTestApp } from "../helpers/test-app.js";
import { newcomer, submitSelfie } from "../helpers/verification.js";

let app: App;
let clock: ManualClock;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp());
});
afterEach(() => app.close());

const schedule = (jar: CookieJar, reason?: string) =>
  call(app, jar, { method: "POST", url: "/api/account/deletion", body: reason ? { reason } : {} });
const cancel = (jar: CookieJar) => call(app, jar, { method: "DELETE", url: "/api/account/deletion" });
const session = (jar: CookieJar) => sessionOf(app, jar);
const purger = () => app.services.account;

describe("account deletion", () => {
  it("ends every session of hers when she schedules the deletion, keeping this browser signed in anew", async () => {
    const phone = await signIn(app, "everywhere@saheli.test");
    const laptop = await signIn(app, "everywhere@saheli.test");
    const before = laptop.jar.clone();
    const scheduled = await schedule(laptop.jar);
    expect(scheduled.statusCode).toBe(200);
    expect((await session(phone.jar)).statusCode).toBe(401);
    expect((await session(before)).statusCode).toBe(401);
    expect((await call(app, phone.jar, { method: "POST", url: "/api/auth/refresh" })).statusCode).toBe(401);
    expect((await call(app, before, { method: "POST", url: "/api/auth/refresh" })).statusCode).toBe(401);
    expect((await session(laptop.jar)).json().profile.account_status).toBe("inactive");
  });

  it("needs a signed-in person", async () => {
    expect((await schedule(new CookieJar())).statusCode).toBe(401);
    expect((await cancel(new CookieJar())).statusCode).toBe(401);
  });

  it("schedules a soft delete with a 48-hour window, and cancelling restores the account", async () => {
    const { jar } = await signIn(app, "leaving@saheli.test");
    const scheduled = await schedule(jar, "Taking a break");
    expect(scheduled.statusCode).toBe(200);
    const { deletion } = scheduled.json();
    expect(new Date(deletion.can_recover_until).getTime() - clock.now().getTime()).toBe(48 * 3600 * 1000);

    const [row] = await rows(
      app,
      "select is_active, account_status, device_info from profiles where email = $1",
      ["leaving@saheli.test"],
    );
    expect(row).toMatchObject({ is_active: false, account_status: "inactive" });
    expect((row!.device_info as Record<string, unknown>).deletion_reason).toBe("Taking a break");
    // This browser gets a new session with the decision, so she can see the schedule and change her mind.
    expect((await session(jar)).json().profile.deletion).toEqual(deletion);

    const cancelled = await cancel(jar);
    expect(cancelled.json()).toEqual({ account_status: "active", deletion: null });
    expect((await session(jar)).json().profile).toMatchObject({ account_status: "active", deletion: null });
    expect((await cancel(jar)).statusCode).toBe(409);
  });

  it("purges personal data after the window, keeps nothing that names her, and frees the address", async () => {
    // A connection request is a message to a member: the sender is a verified member.
    const { jar, id: userId } = await member(app, "gone@saheli.test");
    const friend = await signIn(app, "friend@saheli.test");
    await app.deps.database.db.insert(posts).values({ user_id: userId, content: "My first post" });
    const asked = await call(app, jar, {
      method: "POST",
      url: "/api/connections",
      body: { receiver_id: friend.userId },
    });
    const connectionId = asked.json().relation.connection_id;
    await call(app, friend.jar, { method: "POST", url: `/api/connections/${connectionId}/accept` });
    await call(app, jar, {
      method: "POST",
      url: `/api/profiles/${userId}/skills`,
      body: { name: "Pickles" },
    });
    await schedule(jar);

    clock.advance(47 * 3600 * 1000);
    expect(await purger().purgeIfDue(userId)).toBe(false);
    clock.advance(1 * 3600 * 1000 + 1);
    expect(await purger().purgeIfDue(userId)).toBe(true);

    const [profile] = await rows(
      app,
      "select email, full_name, username, deleted_at from profiles where id = $1",
      [userId],
    );
    expect(profile).toMatchObject({ email: null, full_name: "Deleted member" });
    expect(profile!.deleted_at).not.toBeNull();
    const [post] = await rows(app, "select content, is_deleted from posts where user_id = $1", [userId]);
    expect(post).toEqual({ content: "", is_deleted: true });
    expect(await rows(app, "select id from auth_sessions where user_id = $1", [userId])).toHaveLength(0);
    // She leaves everyone's network, and their counters drop with her.
    expect(
      await rows(app, "select id from follows where $1 in (follower_id, following_id)", [userId]),
    ).toEqual([]);
    expect(await rows(app, "select id from connections")).toEqual([]);
    expect(await rows(app, "select id from user_skills where user_id = $1", [userId])).toEqual([]);
    const [counts] = await rows(
      app,
      "select follower_count, following_count, connections_count from profiles where id = $1",
      [friend.userId],
    );
    expect(counts).toEqual({ follower_count: 0, following_count: 0, connections_count: 0 });
    expect((await session(jar)).statusCode).toBe(401);

    clock.advance(60_000);
    const again = await signIn(app, "gone@saheli.test");
    expect(again.userId).not.toBe(userId);
  });

  it("deletes her verification history and a photo still waiting for review", async () => {
    const waiting = await newcomer(app, "waiting@saheli.test");
    await submitSelfie(app, waiting, clock.now().getTime());
    const [request] = await rows(app, "select image_key from verification_requests where user_id = $1", [
      waiting.id,
    ]);
    const photo = join(app.deps.config.uploadsDir, String(request?.image_key));
    expect(existsSync(photo)).toBe(true);
    await schedule(waiting.jar);
    clock.advance(48 * 3600 * 1000 + 1);
    expect(await purger().purgeIfDue(waiting.id)).toBe(true);
    expect(existsSync(photo)).toBe(false);
    expect(await rows(app, "select id from verification_requests where user_id = $1", [waiting.id])).toEqual(
      [],
    );
    expect(await rows(app, "select id from verification_consents where user_id = $1", [waiting.id])).toEqual(
      [],
    );
  });

  it("does not purge an account whose deletion was cancelled", async () => {
    const { jar, userId } = await signIn(app, "stays@saheli.test");
    await schedule(jar);
    await cancel(jar);
    clock.advance(49 * 3600 * 1000);
    expect(await purger().purgeIfDue(userId)).toBe(false);
    expect((await rows(app, "select email from profiles where id = $1", [userId]))[0]?.email).toBe(
      "stays@saheli.test",
    );
  });

  it("queues the purge job for the end of the window", async () => {
    const withJobs = await createTestApp({ jobs: true, overrides: { clock } });
    try {
      const { jar } = await signIn(withJobs, "queued@saheli.test");
      await call(withJobs, jar, { method: "POST", url: "/api/account/deletion", body: {} });
      const [job] = await rows(
        withJobs,
        "select data, start_after from pgboss.job where name = 'account.purge'",
      );
      expect(new Date(job!.start_after as string).getTime()).toBe(clock.now().getTime() + 48 * 3600 * 1000);
    } finally {
      await withJobs.close();
    }
  });
});

describe("roles", () => {
  it("make-admin promotes an existing account and reports a missing one", async () => {
    const { jar } = await signIn(app, "boss@saheli.test");
    expect(await promoteToAdmin(app.deps.database.db, "Boss@Saheli.test")).toBe(true);
    expect((await session(jar)).json().user.role).toBe("admin");
    expect(await promoteToAdmin(app.deps.database.db, "nobody@saheli.test")).toBe(false);
  });
});
