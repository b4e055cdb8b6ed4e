import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DiscoveryLimits } from "@saheli/core/people";
import { shopSlug } from "@saheli/core/slugs";
import { asc, eq, type SQL, sql } from "drizzle-orm";
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
import { isDatabaseEmpty, type SeedSummary, seedDemoData } from "./index.js";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
const baseDate = new Date("2026-11-01T00:00:00Z");
const cleanups: (() => Promise<void> | void)[] = [];

/** Saheli's own embedded PostgreSQL in a new folder, as `npm start` makes on a fresh machine. */
async function freshDatabase(): Promise<{ database: Database; storage: Storage }> {
  const root = mkdtempSync(join(tmpdir(), "saheli-seed-"));
  const database = await connectDatabase({ dataDir: root });
  await database.migrate(migrationsFolder);
  cleanups.push(
    () => rmSync(root, { recursive: true, force: true }),
    () => database.close(),
  );
  return { database, storage: localDiskStorage(join(root, "uploads")) };
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
  const rowsOf = async (query: SQL) => ((await db().execute(query)) as unknown as { rows: unknown[] }).rows;

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
      expect(shop.total_reviews).toBeGreaterThan(0);
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

  it("writes real reviews, and every listing's and shop's rating and count come from them", async () => {
    expect(summary.reviews).toBeGreaterThan(500);
    const listingDrift = await rowsOf(sql`
      select l.id from listings l
      left join (select listing_id, count(*)::int n, round(avg(rating), 1)::float8 a
                 from listing_reviews group by listing_id) r on r.listing_id = l.id
      where l.total_reviews <> coalesce(r.n, 0) or l.average_rating <> coalesce(r.a, 0)`);
    expect(listingDrift).toEqual([]);
    const shopDrift = await rowsOf(sql`
      select s.id from shops s
      left join (select l.shop_id, count(*)::int n, round(avg(r.rating), 1)::float8 a
                 from listing_reviews r join listings l on l.id = r.listing_id group by l.shop_id) r
        on r.shop_id = s.id
      where s.total_reviews <> coalesce(r.n, 0) or s.average_rating <> coalesce(r.a, 0)`);
    expect(shopDrift).toEqual([]);
    const ownReviews = await rowsOf(sql`
      select r.id from listing_reviews r join listings l on l.id = r.listing_id
      join shops s on s.id = l.shop_id where s.user_id = r.user_id`);
    expect(ownReviews).toEqual([]);
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
    // Sellers' posts share their own products (issue 21 §5).
    const shared = (await rowsOf(sql`
      select count(*)::int as n, count(*) filter (where s.user_id <> p.user_id)::int as not_hers
      from post_listings pl join posts p on p.id = pl.post_id
      join listings l on l.id = pl.listing_id join shops s on s.id = l.shop_id`)) as {
      n: number;
      not_hers: number;
    }[];
    expect(shared[0]?.n).toBeGreaterThanOrEqual(3);
    expect(shared[0]?.not_hers).toBe(0);
    expect(rows.every((p) => p.created_at < baseDate)).toBe(true);
  });

  it("posts open jobs for their shops by verified shop owners, each with its pay", async () => {
    const rows = (await rowsOf(sql`
      select j.closes_on::text as closes_on, j.closed_at, j.pay_min, j.pay_max, p.is_verified,
        s.user_id = j.poster_id as own_shop
      from jobs j join profiles p on p.id = j.poster_id join shops s on s.id = j.shop_id`)) as {
      closes_on: string;
      closed_at: Date | null;
      pay_min: number;
      pay_max: number;
      is_verified: boolean;
      own_shop: boolean;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const job of rows) {
      expect(job).toMatchObject({ closed_at: null, is_verified: true, own_shop: true });
      expect(job.closes_on > baseDate.toISOString().slice(0, 10)).toBe(true);
      expect(job.pay_max).toBeGreaterThanOrEqual(job.pay_min);
    }
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
