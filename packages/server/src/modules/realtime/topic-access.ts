import type { Topic } from "@saheli/core/contracts/realtime";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { conversationParticipants, posts, profiles } from "../../db/schema/index.js";
import { visibleTo } from "../feed/visibility.js";

/**
 * Whether a signed-in person may listen to a topic: her own user topic, conversations she is part of, posts she
 * may read, and the public ones (feed, listings, broadcasts). Checked on every subscribe, on the server.
 */
export function topicAccess(db: Db) {
  async function inConversation(userId: string, conversationId: string) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversation_id, conversationId),
          eq(conversationParticipants.user_id, userId),
        ),
      );
    return Boolean(row);
  }

  async function canReadPost(userId: string, postId: string) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.user_id))
      .where(and(eq(posts.id, postId), visibleTo(userId)));
    return Boolean(row);
  }

  async function mayRead(userId: string, topic: Topic): Promise<boolean> {
    const [kind, id] = topic.split(":") as [string, string | undefined];
    switch (kind) {
      case "user":
        return id === userId;
      case "conversation":
        return inConversation(userId, id!);
      case "post":
        return canReadPost(userId, id!);
      default:
        return true;
    }
  }

  return { mayRead, inConversation };
}

export type TopicAccess = ReturnType<typeof topicAccess>;
