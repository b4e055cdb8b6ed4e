import type { MusicTrack } from "@saheli/core/contracts/music";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { posts } from "../../db/schema/index.js";

/** The songs on these posts (issue 21 §2), keyed by post id; posts without one are absent. */
export async function musicOf(db: Db, postIds: string[]): Promise<Map<string, MusicTrack>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, music: posts.music })
    .from(posts)
    .where(and(inArray(posts.id, postIds), isNotNull(posts.music)));
  return new Map(rows.flatMap((row) => (row.music ? [[row.id, row.music] as const] : [])));
}
