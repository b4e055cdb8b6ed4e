import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { LivenessMessages } from "@saheli/core/liveness";
import { VerificationMessages } from "@saheli/core/verification";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, call, errorOf, rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";
import {
  blinkingFace,
  livenessAt,
  makeAdmin,
  newcomer,
  profileFlags,
  selfieDataUrl,
  submitSelfie,
} from "../helpers/verification.js";

const HOUR = 3_600_000;

let app: App;
let clock: ManualClock;
let admin: Member;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp());
  admin = await makeAdmin(app, "reviewer@example.in");
});
afterEach(async () => {
  await app.close();
});

const now = () => clock.now().getTime();
const outboxTo = (email: string) => (app.deps.auth.outbox?.list() ?? []).filter((m) => m.to === email);

async function pendingRequest(userId: string) {
  const [row] = await rows(
    app,
    "select * from verification_requests where user_id = $1 and status = 'pending'",
    [userId],
  );
  return row as { id: string; image_key: string | null } | undefined;
}

describe("POST /api/verify-gender: checks before anything is kept", () => {
  it("needs consent to the current text first, and records when it was given", async () => {
    const { jar, userId } = await signIn(app, "asha@example.in");
    const who = { jar, id: userId, email: "asha@example.in" };
    const refused = await submitSelfie(app, who, now());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: "CONSENT_REQUIRED",
      message: VerificationMessages.consentRequired,
    });
    expect(
      (await as(app, who).post("/api/verification/consent", { text_version: "2020-01-01" })).statusCode,
    ).toBe(400);
    const state = await as(app, who).post("/api/verification/consent", { text_version: "2026-11-23" });
    expect(state.json()).toMatchObject({ status: "unverified", consented: true, attempts_used: 0 });
    const [consent] = await rows(
      app,
      "select text_version, consented_at from verification_consents where user_id = $1",
      [userId],
    );
    expect(consent).toMatchObject({ text_version: "2026-11-23" });
    expect((await profileFlags(app, userId)).verification_attempts).toBe(0);
  });

  it("refuses missing data, another person's id and a missing session without counting an attempt", async () => {
    const asha = await newcomer(app, "asha@example.in");
    const missing = await as(app, asha).post("/api/verify-gender", { userId: asha.id });
    expect(errorOf(missing).message).toBe(VerificationMessages.missingData);
    const other = await submitSelfie(app, asha, now(), { userId: admin.id });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(VerificationMessages.userMismatch);
    const anonymous = await call(app, new CookieJar(), {
      method: "POST",
      url: "/api/verify-gender",
      body: { image: await selfieDataUrl(), userId: asha.id, ...livenessAt(now()) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toEqual({
      code: "AUTH_SESSION_EXPIRED",
      message: LivenessMessages.sessionExpired,
    });
    expect((await profileFlags(app, asha.id)).verification_attempts).toBe(0);
  });

  it("checks the session before reading the body", async () => {
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/verify-gender",
      headers: { "content-type": "application/json" },
      payload: `{"image": "data:image/jpeg;base64,${"A".repeat(64 * 1024)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toEqual({
      code: "AUTH_SESSION_EXPIRED",
      message: LivenessMessages.sessionExpired,
    });
  });

  it("counts forged liveness and a PNG as attempts, and refuses a 20 MB body", async () => {
    const asha = await newcomer(app, "asha@example.in");
    const noLiveness = await as(app, asha).post("/api/verify-gender", {
      image: await selfieDataUrl(),
      userId: asha.id,
    });
    expect(errorOf(noLiveness)).toEqual({
      code: "SECURITY_VALIDATION_FAILED",
      message: "Security validation failed. Please complete all liveness checks.",
    });
    const replayed = await submitSelfie(app, asha, now() - 10 * 60_000);
    expect(errorOf(replayed).message).toBe(VerificationMessages.securityFailed);
    const unfinished = livenessAt(now());
    unfinished.livenessData.challengeCompleted = false;
    expect(errorOf(await submitSelfie(app, asha, now(), unfinished)).code).toBe("SECURITY_VALIDATION_FAILED");
    const png = await submitSelfie(app, asha, now(), { image: await selfieDataUrl("png") });
    expect(errorOf(png).message).toBe(VerificationMessages.notJpeg);
    const labelledJpeg = (await selfieDataUrl("png")).replace("image/png", "image/jpeg");
    expect(errorOf(await submitSelfie(app, asha, now(), { image: labelledJpeg })).message).toBe(
      VerificationMessages.notJpeg,
    );
    expect((await profileFlags(app, asha.id)).verification_attempts).toBe(5);

    const huge = await submitSelfie(app, asha, now(), {
      image: `data:image/jpeg;base64,${"A".repeat(20 * 1024 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(await pendingRequest(asha.id)).toBeUndefined();
  });

  it("allows five attempts, then says 'Maximum verification attempts exceeded' until 24 hours pass", async () => {
    let asha = await newcomer(app, "asha@example.in");
    for (let i = 0; i < 5; i += 1) {
      expect((await submitSelfie(app, asha, now() - HOUR)).statusCode).toBe(400);
    }
    const sixth = await submitSelfie(app, asha, now());
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toEqual({
      code: "VERIFICATION_LOCKED",
      message: VerificationMessages.maxAttempts,
    });
    const state = (await as(app, asha).get("/api/verification")).json();
    expect(state).toMatchObject({ attempts_used: 5, blocked_by: "maxAttempts" });
    expect(new Date(state.retry_at).getTime()).toBe(now() + 24 * HOUR);

    clock.advance(24 * HOUR);
    asha = { ...asha, jar: (await signIn(app, asha.email)).jar };
    const later = await submitSelfie(app, asha, now());
    expect(later.json()).toMatchObject({ isFemale: false, details: { status: "pending_review" } });
    expect((await profileFlags(app, asha.id)).verification_attempts).toBe(1);
  });
});

describe("the review queue", () => {
  it("keeps the photo private while pending, and deletes it when an admin approves", async () => {
    const asha = await newcomer(app, "asha@example.in");
    const submitted = await submitSelfie(app, asha, now());
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({
      isFemale: false,
      message: VerificationMessages.pendingReview,
      details: {
        status: "pending_review",
        method: "review",
        requestId: expect.any(String),
        livenessPassed: true,
      },
    });
    const pending = await pendingRequest(asha.id);
    const key = pending?.image_key ?? "";
    expect(key).toMatch(/^private\/verification\//);
    expect(existsSync(join(app.deps.config.uploadsDir, key))).toBe(true);
    expect((await as(app, asha).get(`/media/${key}`)).statusCode).toBe(404);

    const again = await submitSelfie(app, asha, now());
    expect(errorOf(again)).toEqual({ code: "CONFLICT", message: VerificationMessages.inProgress });
    expect((await as(app, asha).get("/api/verification")).json()).toMatchObject({
      status: "pending",
      kind: "selfie",
    });

    const queue = (await as(app, admin).get("/api/admin/verifications")).json().items;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id: pending?.id, kind: "selfie", has_image: true, can_decide: true });
    expect((await as(app, asha).get("/api/admin/verifications")).statusCode).toBe(403);
    expect((await as(app, asha).get(`/api/admin/verifications/${pending?.id}/image`)).statusCode).toBe(403);
    const photo = await as(app, admin).get(`/api/admin/verifications/${pending?.id}/image`);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toBe("no-store");

    const decided = await as(app, admin).post(`/api/admin/verifications/${pending?.id}/decision`, {
      decision: "approve",
    });
    expect(decided.json()).toEqual({ id: pending?.id, status: "approved", policy_version: 1 });
    expect(existsSync(join(app.deps.config.uploadsDir, key))).toBe(false);
    const [kept] = await rows(app, "select * from verification_requests where id = $1", [pending?.id]);
    expect(kept).toMatchObject({
      status: "approved",
      image_key: null,
      reviewer_id: admin.id,
      policy_version: 1,
    });
    expect((await as(app, admin).get(`/api/admin/verifications/${pending?.id}/image`)).statusCode).toBe(404);
    expect(await profileFlags(app, asha.id)).toMatchObject({
      gender: true,
      gender_verified: true,
      is_verified: true,
    });
    expect(outboxTo(asha.email).some((m) => m.subject === "You are verified on Saheli")).toBe(true);
    expect(errorOf(await submitSelfie(app, asha, now())).message).toBe(VerificationMessages.alreadyVerified);
    expect(
      errorOf(
        await as(app, admin).post(`/api/admin/verifications/${pending?.id}/decision`, {
          decision: "decline",
          reason: "Too late to change",
        }),
      ).message,
    ).toBe(VerificationMessages.alreadyDecided);
  });

  it("accepts the blink frames with the photo, keeps them private while pending and deletes them with the decision", async () => {
    const asha = await newcomer(app, "asha@example.in");
    const submitted = await submitSelfie(app, asha, now(), blinkingFace());
    expect(submitted.json()).toMatchObject({ details: { status: "pending_review", method: "review" } });
    const pending = await pendingRequest(asha.id);
    const folder = join(app.deps.config.uploadsDir, "private", "verification", asha.id);
    expect((await readdir(folder)).sort()).toEqual([
      `${pending?.id}-blink-0.jpg`,
      `${pending?.id}-blink-1.jpg`,
      `${pending?.id}-blink-2.jpg`,
      `${pending?.id}.jpg`,
    ]);
    const decided = await as(app, admin).post(`/api/admin/verifications/${pending?.id}/decision`, {
      decision: "decline",
      reason: "Not able to confirm from this photo",
    });
    expect(decided.statusCode).toBe(200);
    expect(await readdir(folder)).toEqual([]);
  });

  it("a decline needs a reason, sets the profile, starts the cooldown and allows one appeal to another reviewer", async () => {
    const asha = await newcomer(app, "asha@example.in");
    await submitSelfie(app, asha, now());
    const pending = await pendingRequest(asha.id);
    const decide = (who: Member, id: string, body: object) =>
      as(app, who).post(`/api/admin/verifications/${id}/decision`, body);
    expect((await decide(admin, pending?.id ?? "", { decision: "decline" })).statusCode).toBe(400);
    await decide(admin, pending?.id ?? "", {
      decision: "decline",
      reason: "The photo shows a printed picture.",
    });
    expect(await profileFlags(app, asha.id)).toMatchObject({
      gender: false,
      gender_verified: true,
      is_verified: false,
    });
    expect((await as(app, asha).get("/api/verification")).json()).toMatchObject({
      status: "declined",
      decline_reason: "The photo shows a printed picture.",
      can_appeal: true,
      blocked_by: "cooldown",
    });
    const retry = await submitSelfie(app, asha, now());
    expect(retry.statusCode).toBe(429);
    expect(errorOf(retry).message).toBe(VerificationMessages.cooldown);

    const appeal = await as(app, asha).post("/api/verification/appeal", {
      message: "That was my real face in poor light; happy to do a video call.",
    });
    expect(appeal.json()).toEqual({ message: VerificationMessages.appealReceived });
    const appealed = await pendingRequest(asha.id);
    const [item] = (await as(app, admin).get("/api/admin/verifications")).json().items;
    expect(item).toMatchObject({
      kind: "appeal",
      can_decide: false,
      appealed: { reason: "The photo shows a printed picture." },
    });
    const same = await decide(admin, appealed?.id ?? "", { decision: "approve" });
    expect(same.statusCode).toBe(403);
    expect(errorOf(same).message).toBe(VerificationMessages.differentReviewer);

    const second = await makeAdmin(app, "second-reviewer@example.in");
    expect(
      (await decide(second, appealed?.id ?? "", { decision: "decline", reason: "Still a printed picture." }))
        .statusCode,
    ).toBe(200);
    const twice = await as(app, asha).post("/api/verification/appeal", {
      message: "Please look at it once more, kindly.",
    });
    expect(errorOf(twice).message).toBe(VerificationMessages.alreadyAppealed);
  });

  it("offers review without a photo, which an admin decides like any other request", async () => {
    const { jar, userId } = await signIn(app, "bela@example.in");
    const bela = { jar, id: userId, email: "bela@example.in" };
    const short = await as(app, bela).post("/api/verification/alternative", { message: "call me" });
    expect(short.statusCode).toBe(400);
    const asked = await as(app, bela).post("/api/verification/alternative", {
      message: "I would prefer a short video call in the evening, please.",
    });
    expect(asked.json()).toEqual({ message: VerificationMessages.alternativeReceived });
    const [item] = (await as(app, admin).get("/api/admin/verifications")).json().items;
    expect(item).toMatchObject({
      kind: "alternative",
      has_image: false,
      person: { email: "bela@example.in" },
    });
    await as(app, admin).post(`/api/admin/verifications/${item.id}/decision`, { decision: "approve" });
    expect((await profileFlags(app, bela.id)).is_verified).toBe(true);
  });

  it("keeps versions of the written criteria and records which one a decision used", async () => {
    const policy = (await as(app, admin).get("/api/admin/verification-policy")).json();
    expect(policy).toMatchObject({ version: 1 });
    expect(policy.text).toContain("Do not judge by appearance alone");
    const asha = await newcomer(app, "asha@example.in");
    expect((await as(app, asha).get("/api/admin/verification-policy")).statusCode).toBe(403);
    expect(
      (await as(app, asha).put("/api/admin/verification-policy", { text: "x".repeat(60) })).statusCode,
    ).toBe(403);
    const updated = await as(app, admin).put("/api/admin/verification-policy", {
      text: `${policy.text}\n8. Reply to every appeal within two working days.`,
    });
    expect(updated.json()).toMatchObject({ version: 2, updated_by: expect.any(String) });
    await submitSelfie(app, asha, now());
    const pending = await pendingRequest(asha.id);
    const decided = await as(app, admin).post(`/api/admin/verifications/${pending?.id}/decision`, {
      decision: "approve",
    });
    expect(decided.json().policy_version).toBe(2);
  });
});

describe("limited access for people not verified", () => {
  it("refuses connection requests (a message to a member) with words that fit her standing", async () => {
    const verified = await member(app, "verified@example.in");
    const asha = await newcomer(app, "asha@example.in");
    const request = () =>
      as(app, asha).post("/api/connections", { receiver_id: verified.id, message: "Hello!" });
    expect(errorOf(await request())).toEqual({
      code: "VERIFICATION_REQUIRED",
      message: VerificationMessages.requiredUnverified,
    });
    await submitSelfie(app, asha, now());
    expect(errorOf(await request()).message).toBe(VerificationMessages.requiredPending);
    const pending = await pendingRequest(asha.id);
    await as(app, admin).post(`/api/admin/verifications/${pending?.id}/decision`, {
      decision: "decline",
      reason: "The photo shows a printed picture.",
    });
    expect(errorOf(await request()).message).toBe(VerificationMessages.requiredDeclined);
    // Browsing, following and reading stay open.
    expect((await as(app, asha).post(`/api/people/${verified.id}/follow`)).statusCode).toBe(200);
    expect((await as(app, asha).get("/api/people/search?q=ver")).statusCode).toBe(200);
  });
});
