import { type LinkPreview, linkPreviewSchema } from "@saheli/core/contracts/link-preview";
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { linkPreviews, posts } from "../../db/schema/index.js";

/** The stored card for the URL, if it was made after `since`. */
export async function storedCard(db: Db, url: string, since: Date): Promise<LinkPreview | null> {
  const [row] = await db
    .select({ card: linkPreviews.card })
    .from(linkPreviews)
    .where(and(eq(linkPreviews.url, url), gt(linkPreviews.fetched_at, since)));
  return row?.card ?? null;
}

export async function storeCard(db: Db, url: string, card: LinkPreview, at: Date) {
  await db
    .insert(linkPreviews)
    .values({ url, card, fetched_at: at })
    .onConflictDoUpdate({ target: linkPreviews.url, set: { card, fetched_at: at } });
}

/** The cards of these posts, by post id: one query for a page of cards. */
export async function linkPreviewsOf(db: Db, postIds: string[]): Promise<Map<string, LinkPreview>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, card: posts.link_preview_data })
    .from(posts)
    .where(and(inArray(posts.id, postIds), isNotNull(posts.link_preview_data)));
  const cards = new Map<string, LinkPreview>();
  for (const row of rows) {
    // A card of an older shape is left off rather than breaking the page.
    const card = linkPreviewSchema.safeParse(row.card);
    if (card.success) cards.set(row.id, card.data);
  }
  return cards;
}

/** Puts the card on her post (null takes it off); the caller has checked the post is hers. */
export async function setPostCard(db: Db, postId: string, card: LinkPreview | null) {
  await db.update(posts).set({ link_preview_data: card }).where(eq(posts.id, postId));
}
