import type { VendorReviewFilter } from "@saheli/core/contracts/vendor-insights";
import type { CursorKey } from "@saheli/core/cursor";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { listingReviews, listings, profiles, shops } from "../../db/schema/index.js";

/** Reviews of listings in her shops: ownership is this `where`. */
const ofHerListings = (db: Executor, ownerId: string) =>
  inArray(
    listingReviews.listing_id,
    db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shop_id))
      .where(eq(shops.user_id, ownerId)),
  );

export type VendorReviewsParams = {
  ownerId: string;
  filter: VendorReviewFilter;
  after: CursorKey | null;
  limit: number;
};

const columns = {
  id: listingReviews.id,
  rating: listingReviews.rating,
  comment: listingReviews.comment,
  order_item_id: listingReviews.order_item_id,
  created_at: listingReviews.created_at,
  cursor_at: cursorTime(listingReviews.created_at),
  reply: listingReviews.reply,
  reply_at: listingReviews.reply_at,
  author: {
    id: profiles.id,
    username: profiles.username,
    full_name: profiles.full_name,
    avatar_url: profiles.avatar_url,
  },
  listing: {
    id: listings.id,
    title: listings.title,
    slug: listings.slug,
    listing_type: listings.listing_type,
  },
};

const withParts = (db: Executor) =>
  db
    .select(columns)
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
    .innerJoin(profiles, eq(profiles.id, listingReviews.user_id));

export type VendorReviewRow = NonNullable<Awaited<ReturnType<typeof herReview>>>;

/** A page of reviews of her listings, newest first (one row more than the page); unanswered ones only if asked. */
export function vendorReviewRows(db: Executor, params: VendorReviewsParams) {
  return withParts(db)
    .where(
      and(
        ofHerListings(db, params.ownerId),
        params.filter === "unanswered" ? isNull(listingReviews.reply) : undefined,
        afterKey(listingReviews.created_at, listingReviews.id, params.after, "desc"),
      ),
    )
    .orderBy(desc(listingReviews.created_at), desc(listingReviews.id))
    .limit(params.limit + 1);
}

/** How many reviews of her listings have no reply yet. */
export async function unansweredCount(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingReviews)
    .where(and(ofHerListings(db, ownerId), isNull(listingReviews.reply)));
  return row?.n ?? 0;
}

/** One review of her listings, or undefined (someone else's reviews are as good as missing). */
export async function herReview(db: Executor, ownerId: string, reviewId: string) {
  const [row] = await withParts(db).where(and(eq(listingReviews.id, reviewId), ofHerListings(db, ownerId)));
  return row;
}

/** Her reply, written only if the review is of her listings and has none yet; the id when it was written. */
export async function writeReply(
  db: Executor,
  params: { ownerId: string; reviewId: string; reply: string; at: Date },
) {
  const [row] = await db
    .update(listingReviews)
    .set({ reply: params.reply, reply_at: params.at })
    .where(
      and(
        eq(listingReviews.id, params.reviewId),
        ofHerListings(db, params.ownerId),
        isNull(listingReviews.reply),
      ),
    )
    .returning({ id: listingReviews.id });
  return row;
}
