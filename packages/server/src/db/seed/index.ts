import type { Storage } from "../../platform/storage.js";
import type { Db } from "../connect.js";
import { profiles } from "../schema/index.js";
import { writeDigitalFiles } from "./digital-files.js";
import { writeImages } from "./images.js";
import { insertPlan } from "./insert.js";
import { buildSeedPlan } from "./plan.js";
import { startOfUtcDay } from "./time.js";

export type SeedOptions = {
  log?: (message: string) => void;
  /** Timestamps are spread before this moment; defaults to midnight UTC today. */
  baseDate?: Date;
};

export type SeedSummary = {
  profiles: number;
  follows: number;
  /** Accepted connections. */
  connections: number;
  /** Connection requests still waiting for an answer. */
  connectionRequests: number;
  skills: number;
  endorsements: number;
  shops: number;
  categories: number;
  listings: number;
  physicalListings: number;
  digitalListings: number;
  serviceListings: number;
  listingTags: number;
  reviews: number;
  posts: number;
  images: number;
  imagesMs: number;
  databaseMs: number;
  durationMs: number;
};

/** True when nobody has an account yet: the signal to seed. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return rows.length === 0;
}

/**
 * Adds the demo community and marketplace: people (with the demo accounts) and their follows, connections,
 * experience, education and skills; categories, shops, listings with pictures, and posts. Content and order
 * are the same on every run. Pictures are rendered locally and stored first; the rows then go in one
 * transaction, so a failure leaves no rows behind.
 * Meant for an empty database (see `isDatabaseEmpty`).
 */
export async function seedDemoData(db: Db, storage: Storage, opts: SeedOptions = {}): Promise<SeedSummary> {
  const log = opts.log ?? (() => undefined);
  const started = performance.now();
  const plan = buildSeedPlan(opts.baseDate ?? startOfUtcDay(new Date()), storage);

  log(`Rendering ${plan.images.length} demo images`);
  await writeImages(storage, plan.images);
  await writeDigitalFiles(storage, plan.digitalFiles);
  const imagesDone = performance.now();

  log(
    `Inserting ${plan.profiles.length} people, ${plan.follows.length} follows, ${plan.connections.length} connections, ${plan.listings.length} listings and ${plan.posts.length} posts`,
  );
  await insertPlan(db, plan);
  const finished = performance.now();

  const ofType = (type: string) => plan.listings.filter((l) => l.listing_type === type).length;
  return {
    profiles: plan.profiles.length,
    follows: plan.follows.length,
    connections: plan.connections.filter((c) => c.status === "accepted").length,
    connectionRequests: plan.connections.filter((c) => c.status === "pending").length,
    skills: plan.skills.length,
    endorsements: plan.endorsements.length,
    shops: plan.shops.length,
    categories: plan.categories.length,
    listings: plan.listings.length,
    physicalListings: ofType("physical"),
    digitalListings: ofType("digital"),
    serviceListings: ofType("service"),
    listingTags: plan.listingTags.length,
    reviews: plan.reviews.length,
    posts: plan.posts.length,
    images: plan.images.length,
    imagesMs: Math.round(imagesDone - started),
    databaseMs: Math.round(finished - imagesDone),
    durationMs: Math.round(finished - started),
  };
}
