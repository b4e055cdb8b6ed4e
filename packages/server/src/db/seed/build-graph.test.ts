import { DiscoveryLimits } from "@saheli/core/people";
import { describe, expect, it } from "vitest";
import { MEDIA_PREFIX } from "../../platform/storage.js";
import type { SkillRow } from "./build-details.js";
import { buildSeedPlan, type SeedPlan } from "./plan.js";

const baseDate = new Date("2026-11-01T00:00:00Z");

describe("demo people graph (the plan)", () => {
  const storage = { url: (key: string) => `${MEDIA_PREFIX}${key}` };
  const plan: SeedPlan = buildSeedPlan(baseDate, storage);
  const byEmail = new Map(plan.profiles.map((p) => [p.email, p]));
  const byId = new Map(plan.profiles.map((p) => [p.id, p]));
  const demo = (email: string) => {
    const person = byEmail.get(email);
    if (!person) throw new Error(`no ${email}`);
    return person;
  };
  const member = demo("member@saheli.test");
  const member2 = demo("member2@saheli.test");
  const vendor = demo("vendor@saheli.test");
  const pair = (a: string, b: string) => [a, b].sort().join("|");
  const followSet = new Set(plan.follows.map((f) => `${f.follower_id}>${f.following_id}`));
  const accepted = plan.connections.filter((c) => c.status === "accepted");
  const pending = plan.connections.filter((c) => c.status === "pending");
  const connectedPairs = new Set(accepted.map((c) => pair(c.sender_id, c.receiver_id)));

  it("is the same on every run, and its shape does not depend on the base date", () => {
    const again = buildSeedPlan(baseDate, storage);
    for (const key of ["profiles", "follows", "connections", "experiences", "education", "skills"] as const) {
      expect(again[key], key).toEqual(plan[key]);
    }
    expect(again.endorsements).toEqual(plan.endorsements);
    const later = buildSeedPlan(new Date("2027-03-15T00:00:00Z"), storage);
    const edges = (p: SeedPlan) => p.connections.map((c) => [c.sender_id, c.receiver_id, c.status]);
    expect(edges(later)).toEqual(edges(plan));
    expect(later.follows.map((f) => f.id)).toEqual(plan.follows.map((f) => f.id));
  });

  it("has no self edges, no duplicate follows and at most one connection row per pair", () => {
    expect(plan.follows.every((f) => f.follower_id !== f.following_id)).toBe(true);
    expect(plan.connections.every((c) => c.sender_id !== c.receiver_id)).toBe(true);
    expect(followSet.size).toBe(plan.follows.length);
    expect(new Set(plan.connections.map((c) => pair(c.sender_id, c.receiver_id))).size).toBe(
      plan.connections.length,
    );
    expect(new Set(plan.connections.map((c) => c.id)).size).toBe(plan.connections.length);
    for (const c of plan.connections) {
      expect(["pending", "accepted"]).toContain(c.status);
      expect(c.message?.length ?? 0).toBeLessThanOrEqual(300);
      expect(byId.has(c.sender_id) && byId.has(c.receiver_id)).toBe(true);
    }
  });

  it("leaves member@ and member2@ strangers, and member2@ with no requests or connections", () => {
    expect(followSet.has(`${member.id}>${member2.id}`)).toBe(false);
    expect(followSet.has(`${member2.id}>${member.id}`)).toBe(false);
    expect(
      plan.connections.some((c) => pair(c.sender_id, c.receiver_id) === pair(member.id, member2.id)),
    ).toBe(false);
    expect(
      plan.connections.filter((c) => c.sender_id === member2.id || c.receiver_id === member2.id),
    ).toEqual([]);
  });

  it("gives member@ requests waiting with notes, one sent, and about eight connections", () => {
    const received = pending.filter((c) => c.receiver_id === member.id);
    const sent = pending.filter((c) => c.sender_id === member.id);
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.length).toBeLessThanOrEqual(3);
    expect(received.every((c) => (c.message ?? "").length > 20)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(member.connections_count).toBeGreaterThanOrEqual(6);
    expect(member.connections_count).toBeLessThanOrEqual(10);
    expect(member.follower_count).toBeGreaterThan(0);
  });

  it("makes the demo vendor trend and gives everyone else a few people to follow", () => {
    expect(vendor.follower_count).toBeGreaterThan(DiscoveryLimits.trendingFollowers);
    for (const person of plan.profiles) {
      expect(person.following_count, person.username).toBeGreaterThanOrEqual(4);
      expect(person.following_count, person.username).toBeLessThanOrEqual(14);
    }
    expect(accepted.length).toBeGreaterThanOrEqual(20);
  });

  it("sets every counter to the rows it counts", () => {
    for (const person of plan.profiles) {
      expect(person.follower_count, person.username).toBe(
        plan.follows.filter((f) => f.following_id === person.id).length,
      );
      expect(person.following_count, person.username).toBe(
        plan.follows.filter((f) => f.follower_id === person.id).length,
      );
      expect(person.connections_count, person.username).toBe(
        accepted.filter((c) => c.sender_id === person.id || c.receiver_id === person.id).length,
      );
    }
  });

  it("makes connected people follow each other", () => {
    for (const c of accepted) {
      expect(followSet.has(`${c.sender_id}>${c.receiver_id}`)).toBe(true);
      expect(followSet.has(`${c.receiver_id}>${c.sender_id}`)).toBe(true);
    }
  });

  it("counts endorsements, all from the skill owner's connections", () => {
    const skills = new Map(plan.skills.map((s) => [s.id, s]));
    expect(skills.size).toBe(plan.skills.length);
    expect(new Set(plan.endorsements.map((e) => `${e.skill_id}|${e.endorser_id}`)).size).toBe(
      plan.endorsements.length,
    );
    for (const skill of plan.skills) {
      expect(skill.endorsements_count, skill.name).toBe(
        plan.endorsements.filter((e) => e.skill_id === skill.id).length,
      );
    }
    for (const e of plan.endorsements) {
      const skill = skills.get(e.skill_id);
      expect(skill).toBeDefined();
      expect(e.endorser_id).not.toBe(skill?.user_id);
      expect(connectedPairs.has(pair(e.endorser_id, skill?.user_id ?? ""))).toBe(true);
    }
    const memberSkills = plan.skills.filter((s) => s.user_id === member.id);
    expect(memberSkills.some((s) => s.endorsements_count > 0)).toBe(true);
  });

  it("gives everyone experience, education and three to six distinct skills", () => {
    for (const person of plan.profiles) {
      const experience = plan.experiences.filter((x) => x.user_id === person.id);
      const education = plan.education.filter((x) => x.user_id === person.id);
      const skills = plan.skills.filter((x) => x.user_id === person.id).map((s) => s.name.toLowerCase());
      expect(experience.length, person.username).toBeGreaterThanOrEqual(1);
      expect(experience.some((x) => x.is_current)).toBe(true);
      expect(education.length, person.username).toBeGreaterThanOrEqual(1);
      expect(skills.length).toBeGreaterThanOrEqual(3);
      expect(skills.length).toBeLessThanOrEqual(6);
      expect(new Set(skills).size).toBe(skills.length);
      for (const x of experience) {
        const start = x.start_year * 12 + (x.start_month ?? 1);
        if (x.is_current) expect(x.end_year).toBeNull();
        else expect((x.end_year ?? 0) * 12 + (x.end_month ?? 12)).toBeGreaterThanOrEqual(start);
        expect(start).toBeLessThanOrEqual(baseDate.getUTCFullYear() * 12 + baseDate.getUTCMonth() + 1);
      }
      for (const x of education) expect(x.end_year ?? x.start_year).toBeGreaterThanOrEqual(x.start_year);
    }
    const vendorWork = plan.experiences.find((x) => x.user_id === vendor.id && x.is_current);
    expect(vendorWork?.company).toBe(vendor.business_name);
  });

  it("dates every row after the people in it signed up and before the base date", () => {
    const signedUp = (id: string) => new Date(byId.get(id)?.created_at ?? Number.NaN).getTime();
    const within = (at: Date | undefined, ...ids: string[]) => {
      const time = (at as Date).getTime();
      expect(time).toBeLessThan(baseDate.getTime());
      for (const id of ids) expect(time).toBeGreaterThanOrEqual(signedUp(id));
    };
    for (const f of plan.follows) within(f.created_at, f.follower_id, f.following_id);
    for (const c of plan.connections) {
      within(c.created_at, c.sender_id, c.receiver_id);
      expect(c.updated_at.getTime()).toBeGreaterThanOrEqual(c.created_at.getTime());
      within(c.updated_at);
    }
    for (const rows of [plan.experiences, plan.education, plan.skills]) {
      for (const row of rows) {
        within(row.created_at as Date, row.user_id);
        expect(row.updated_at).toEqual(row.created_at);
      }
    }
    const skillOwner = new Map(plan.skills.map((s) => [s.id, s]));
    for (const e of plan.endorsements) {
      const skill = skillOwner.get(e.skill_id) as SkillRow;
      within(e.created_at, e.endorser_id, skill.user_id);
      expect(e.created_at.getTime()).toBeGreaterThanOrEqual(skill.created_at.getTime());
    }
  });
});
