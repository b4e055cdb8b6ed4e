import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DiscoveryLimits } from "@saheli/core/people";
import { shopSlug } from "@saheli/core/slugs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDiskStorage, MEDIA_PREFIX, type Storage } from "../../platform/storage.js";
import { connectDatabase, type Database } from "../connect.js";
import {
  blocks,
  categories,
  connections,
  follows,
  listingImages,
  listings,
  listingTags,
  posts,
  profiles,
  reports,
  shops,
  userSkills,
} from "../schema/index.js";
import type { SkillRow } from "./build-graph.js";
import { isDatabaseEmpty, type SeedSummary, seedDemoData } from "./index.js";
import { buildSeedPlan, type SeedPlan } from "./plan.js";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
const baseDate = new Date("2026-11-01T00:00:00Z");
const cleanups: (() => Promise<void> | void)[] = [];

async function freshDatabase(): Promise<{ database: Database; storage: Storage }> {
  const database = await connectDatabase({});
  await database.migrate(migrationsFolder);
  const root = mkdtempSync(join(tmpdir(), "saheli-seed-"));
  cleanups.push(
    () => database.close(),
    () => rmSync(root, { recursive: true, force: true }),
  );
  return { database, storage: localDiskStorage(root) };
}

const listingTitles = (database: Database) =>
  database.db
    .select({ title: listings.title })
    .from(listings)
    .orderBy(asc(listings.created_at), asc(listings.slug))
    .then((rows) => rows.map((r) => r.title));

describe("demo seed", () => {
  let first: { database: Database; storage: Storage };
  let summary: SeedSummary;
  let emptyBefore: boolean;
  let emptyAfter: boolean;

  beforeAll(async () => {
    first = await freshDatabase();
    emptyBefore = await isDatabaseEmpty(first.database.db);
    summary = await seedDemoData(first.database.db, first.storage, { baseDate });
    emptyAfter = await isDatabaseEmpty(first.database.db);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const db = () => first.database.db;

  it("flips isDatabaseEmpty and reports what it made", () => {
    expect(emptyBefore).toBe(true);
    expect(emptyAfter).toBe(false);
    expect(summary.listings).toBe(
      summary.physicalListings + summary.digitalListings + summary.serviceListings,
    );
  });

  it("creates the demo accounts and at least 30 people", async () => {
    const people = await db().select().from(profiles);
    expect(people.length).toBeGreaterThanOrEqual(30);
    const byEmail = new Map(people.map((p) => [p.email, p]));
    for (const email of [
      "member@saheli.test",
      "member2@saheli.test",
      "vendor@saheli.test",
      "admin@saheli.test",
    ]) {
      const person = byEmail.get(email);
      expect(person, email).toBeDefined();
      expect(person?.is_verified && person.gender_verified && person.gender).toBe(true);
    }
    expect(byEmail.has("new@saheli.test")).toBe(false);
    expect(byEmail.get("member@saheli.test")?.role).toBe("U");
    expect(byEmail.get("vendor@saheli.test")?.role).toBe("V");
    expect(byEmail.get("admin@saheli.test")?.role).toBe("A");
    expect(people.some((p) => /[\u0900-\u097F]/.test(`${p.bio} ${p.headline}`))).toBe(true);
  });

  it("stores the people graph with every counter equal to its rows, and no blocks or reports", async () => {
    // Correlated counts; the outer table is named in full so the subquery cannot mistake it for its own.
    const count = (table: string, column: string) =>
      sql.raw(`(select count(*)::int from ${table} x where x.${column} = "profiles"."id")`);
    const people = await db()
      .select({
        username: profiles.username,
        followers: profiles.follower_count,
        following: profiles.following_count,
        connections: profiles.connections_count,
        followerRows: sql<number>`${count("follows", "following_id")}`,
        followingRows: sql<number>`${count("follows", "follower_id")}`,
        connectionRows: sql<number>`(select count(*)::int from connections c where c.status = 'accepted' and "profiles"."id" in (c.sender_id, c.receiver_id))`,
      })
      .from(profiles);
    for (const p of people) {
      expect([p.followers, p.following, p.connections], p.username).toEqual([
        p.followerRows,
        p.followingRows,
        p.connectionRows,
      ]);
    }
    expect(people.some((p) => p.followers > DiscoveryLimits.trendingFollowers)).toBe(true);
    const skills = await db()
      .select({
        stored: userSkills.endorsements_count,
        rows: sql<number>`(select count(*)::int from skill_endorsements e where e.skill_id = "user_skills"."id")`,
      })
      .from(userSkills);
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) expect(skill.stored).toBe(skill.rows);
    expect(await db().$count(follows)).toBe(summary.follows);
    expect(await db().$count(connections)).toBe(summary.connections + summary.connectionRequests);
    expect(await db().$count(blocks)).toBe(0);
    expect(await db().$count(reports)).toBe(0);
  });

  it("gives every vendor one shop with a spec slug, and the demo vendor the first", async () => {
    const rows = await db()
      .select({ shop: shops, role: profiles.role, email: profiles.email })
      .from(shops)
      .innerJoin(profiles, eq(profiles.id, shops.user_id));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const { shop, role } of rows) {
      expect(role).toBe("V");
      expect(shop.slug).toBe(shopSlug(shop.shop_name));
      expect(shop.business_address?.postal_code).toMatch(/^\d{6}$/);
      expect(shop.average_rating).toBeGreaterThanOrEqual(3.8);
      expect(shop.average_rating).toBeLessThanOrEqual(4.9);
    }
    const vendors = await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "V"));
    expect(new Set(rows.map((r) => r.shop.user_id))).toEqual(new Set(vendors.map((v) => v.id)));
    expect(rows).toHaveLength(vendors.length);
    const vendorShop = rows.find((r) => r.email === "vendor@saheli.test")?.shop;
    expect(vendorShop?.slug).toBe("priyas-handloom-studio");
  });

  it("makes 120+ listings of all three types with tags", async () => {
    const rows = await db().select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(120);
    const count = (type: string) => rows.filter((r) => r.listing_type === type).length;
    expect(count("physical")).toBeGreaterThan(count("digital"));
    expect(count("digital")).toBeGreaterThanOrEqual(20);
    expect(count("service")).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.is_featured).length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      if (row.sale_price !== null) expect(row.sale_price).toBeLessThan(row.price);
      if (row.listing_type === "service") expect(row.booking_duration_minutes).toBeGreaterThan(0);
    }
    const tagCounts = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(listingTags)
      .groupBy(listingTags.listing_id);
    expect(tagCounts).toHaveLength(rows.length);
    expect(tagCounts.every((t) => t.n >= 2 && t.n <= 4)).toBe(true);
  });

  it("has 15+ categories whose product_count matches their active listings", async () => {
    const rows = await db()
      .select({ id: categories.id, seo: categories.seo_name, stored: categories.product_count })
      .from(categories);
    const counted = await db()
      .select({ id: listings.category_id, n: sql<number>`count(*)::int` })
      .from(listings)
      .where(eq(listings.is_active, true))
      .groupBy(listings.category_id);
    const real = new Map(counted.map((c) => [c.id, c.n]));
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.map((r) => r.seo)).toContain("home-decor");
    for (const row of rows) {
      expect(row.stored, row.seo).toBe(real.get(row.id) ?? 0);
      expect(row.stored, row.seo).toBeGreaterThan(0);
    }
  });

  it("writes 60+ posts with zero counters and mentions of real people", async () => {
    const rows = await db().select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(
      rows.every((p) => p.reaction_count === 0 && p.comment_count === 0 && p.engagement_score === 0),
    ).toBe(true);
    const usernames = new Set((await db().select({ u: profiles.username }).from(profiles)).map((r) => r.u));
    for (const username of rows.flatMap((p) => p.mentions)) expect(usernames).toContain(username);
    expect(rows.some((p) => p.tags.length > 0)).toBe(true);
    expect(rows.filter((p) => p.listing_id !== null).length).toBeGreaterThanOrEqual(3);
    expect(rows.every((p) => p.created_at < baseDate)).toBe(true);
  });

  it("stores one real WebP primary image for every listing", async () => {
    const rows = await db()
      .select({ id: listings.id, url: listingImages.image_url })
      .from(listings)
      .innerJoin(listingImages, eq(listingImages.listing_id, listings.id))
      .where(eq(listingImages.is_primary, true));
    expect(rows).toHaveLength(summary.listings);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const { url } of rows) {
      expect(url.startsWith(MEDIA_PREFIX)).toBe(true);
      const file = await first.storage.get(url.slice(MEDIA_PREFIX.length));
      expect(file, url).not.toBeNull();
      expect(file?.body.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(file?.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
  });

  it("produces the same content in the same order on a second database", async () => {
    const second = await freshDatabase();
    await seedDemoData(second.database.db, second.storage, { baseDate });
    const titles = await listingTitles(first.database);
    expect(await listingTitles(second.database)).toEqual(titles);
    const postTexts = (database: Database) =>
      database.db
        .select({ content: posts.content })
        .from(posts)
        .orderBy(asc(posts.created_at))
        .then((r) => r.map((p) => p.content));
    expect(await postTexts(second.database)).toEqual(await postTexts(first.database));
  }, 120_000);

  it("leaves no rows behind when an insert fails part-way", async () => {
    const target = await freshDatabase();
    // A category name that clashes with a seeded one: profiles go in first, then the categories fail.
    await target.database.db.insert(categories).values({ name: "Home Decor", seo_name: "old-home-decor" });
    await expect(seedDemoData(target.database.db, target.storage, { baseDate })).rejects.toThrow();
    expect(await isDatabaseEmpty(target.database.db)).toBe(true);
  }, 120_000);
});

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
