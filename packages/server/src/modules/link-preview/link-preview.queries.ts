import { type LinkPreview, linkPreviewSchema } from "@saheli/core/contracts/link-preview";
import { and, eq, gt } from "drizzle-orm";
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

/** The card stored on a post (it comes with the post's row); a card of an older shape is left off, not fatal. */
export function cardOnPost(stored: unknown): LinkPreview | null {
  if (stored === null || stored === undefined) return null;
  const card = linkPreviewSchema.safeParse(stored);
  return card.success ? card.data : null;
}

/** Puts the card on her post (null takes it off); the caller has checked the post is hers. */
export async function setPostCard(db: Db, postId: string, card: LinkPreview | null) {
  await db.update(posts).set({ link_preview_data: card }).where(eq(posts.id, postId));
}
