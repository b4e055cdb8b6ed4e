import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../connect.js";
import {
  categories,
  connections,
  coworkingSpaces,
  follows,
  jobs,
  listingImages,
  listingReviews,
  listings,
  listingTags,
  postListings,
  posts,
  profiles,
  serviceAvailability,
  shops,
  skillEndorsements,
  userEducation,
  userExperiences,
  userSkills,
} from "../schema/index.js";
import type { SeedPlan } from "./plan.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters even for the widest table. */
const BATCH = 500;

async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH) as T["$inferInsert"][]);
  }
}

/** Writes the whole plan in one transaction, parents before children, so a failure leaves nothing. */
export async function insertPlan(db: Db, plan: SeedPlan): Promise<void> {
  await db.transaction(async (tx) => {
    await insertAll(tx, profiles, plan.profiles);
    await insertAll(tx, follows, plan.follows);
    await insertAll(tx, connections, plan.connections);
    await insertAll(tx, userExperiences, plan.experiences);
    await insertAll(tx, userEducation, plan.education);
    await insertAll(tx, userSkills, plan.skills);
    await insertAll(tx, skillEndorsements, plan.endorsements);
    // The migrations made the Co-working category already (same id): the seed's row, with its picture, replaces it.
    await tx
      .insert(categories)
      .values(plan.categories)
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          name: sql`excluded.category`,
          name_hi: sql`excluded.name_hi`,
          description: sql`excluded.description`,
          image_url: sql`excluded.image_url`,
          position: sql`excluded.position`,
          product_count: sql`excluded.product_count`,
          created_at: sql`excluded.created_at`,
        },
      });
    await insertAll(tx, shops, plan.shops);
    await insertAll(tx, listings, plan.listings);
    await insertAll(tx, listingImages, plan.listingImages);
    await insertAll(tx, listingTags, plan.listingTags);
    await insertAll(tx, listingReviews, plan.reviews);
    await insertAll(tx, posts, plan.posts);
    await insertAll(tx, postListings, plan.postListings);
    await insertAll(tx, jobs, plan.jobs);
    await insertAll(tx, coworkingSpaces, plan.coworkingSpaces);
    await insertAll(tx, serviceAvailability, plan.serviceAvailability);
  });
}
