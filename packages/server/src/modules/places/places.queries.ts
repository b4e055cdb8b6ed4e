import type { PostPlace } from "@saheli/core/contracts/places";
import type { PlacePrecision } from "@saheli/core/places";
import { inArray } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { postPlaces } from "../../db/schema/index.js";

export type StoredPlace = PostPlace;

export async function insertPostPlace(tx: Executor, postId: string, place: StoredPlace) {
  await tx.insert(postPlaces).values({ post_id: postId, ...place });
}

/** The places of a page of posts, in one query, keyed by post id. */
export async function placesOf(db: Db, postIds: string[]): Promise<Map<string, PostPlace>> {
  if (postIds.length === 0) return new Map();
  const rows = await db.select().from(postPlaces).where(inArray(postPlaces.post_id, postIds));
  return new Map(
    rows.map((row) => [
      row.post_id,
      {
        name: row.name,
        city: row.city,
        state: row.state,
        lat: row.lat,
        lng: row.lng,
        precision: row.precision as PlacePrecision,
      },
    ]),
  );
}
