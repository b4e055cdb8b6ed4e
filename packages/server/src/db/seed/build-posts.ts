import type { postListings, posts } from "../schema/index.js";
import type { ListingRow } from "./build-listings.js";
import type { ProfileRow } from "./build-people.js";
import { businessPosts } from "./content/posts-business.js";
import { communityPosts } from "./content/posts-community.js";
import type { PostSeed } from "./content/types.js";
import { createRng, stableUuid } from "./rng.js";
import { daysBefore } from "./time.js";

export type PostRow = typeof posts.$inferInsert & { created_at: Date };
export type PostListingRow = typeof postListings.$inferInsert;

/** Hashtags as stored: the word after '#', lowercased, each once. */
export function hashtagsOf(content: string): string[] {
  return [
    ...new Set([...content.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)].map((m) => (m[1] ?? "").toLowerCase())),
  ];
}

export function mentionsOf(content: string): string[] {
  return [...new Set([...content.matchAll(/@([a-z0-9_]+)/gi)].map((m) => (m[1] ?? "").toLowerCase()))];
}

function metadataOf(seed: PostSeed): Record<string, unknown> | null {
  if (seed.type === "celebration") return { occasion: seed.occasion ?? "milestone" };
  if (seed.type === "article") return { articleTitle: seed.articleTitle };
  return null;
}

/**
 * Community posts over the 30 days before `base`, oldest first; counters start at zero (no reactions yet). A
 * seller's post about a product of hers shares it (`listings`, post_listings rows).
 */
export function buildPosts(
  base: Date,
  people: ReadonlyMap<string, ProfileRow>,
  listings: readonly ListingRow[],
): { rows: PostRow[]; listings: PostListingRow[] } {
  const rng = createRng(0x9057);
  const byTitle = new Map(listings.map((l) => [l.title, l]));
  const seeds = rng.shuffle([...businessPosts, ...communityPosts]);
  const rows = seeds.map((seed): PostRow => {
    const author = people.get(seed.author);
    if (!author) throw new Error(`Seed content: unknown post author ${seed.author}`);
    const mentions = mentionsOf(seed.content);
    for (const username of mentions) {
      if (!people.has(username)) throw new Error(`Seed content: unknown mention @${username}`);
    }
    const listing = seed.listing ? byTitle.get(seed.listing) : undefined;
    if (seed.listing && !listing) throw new Error(`Seed content: unknown listing "${seed.listing}"`);
    let createdAt = daysBefore(base, rng, 0.05, 30);
    if (listing && createdAt <= listing.created_at) {
      const span = base.getTime() - listing.created_at.getTime();
      createdAt = new Date(listing.created_at.getTime() + Math.round(span * (0.2 + rng.next() * 0.7)));
    }
    return {
      id: stableUuid("post", seed.author, seed.content),
      user_id: author.id,
      content: seed.content,
      visibility: seed.visibility ?? "public",
      post_type: seed.type ?? "thought",
      tags: hashtagsOf(seed.content),
      mentions,
      metadata: metadataOf(seed),
      reaction_count: 0,
      comment_count: 0,
      repost_count: 0,
      engagement_score: 0,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  const shared = seeds.flatMap((seed): PostListingRow[] => {
    const listing = seed.listing ? byTitle.get(seed.listing) : undefined;
    return listing
      ? [{ post_id: stableUuid("post", seed.author, seed.content), listing_id: listing.id, position: 1 }]
      : [];
  });
  return { rows: rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()), listings: shared };
}
