import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { isActivePerson, notBlockedWith } from "../../db/fragments/person.js";
import { posts, profiles } from "../../db/schema/index.js";

/**
 * Which posts a viewer may read, enforced in SQL (issue 6): published, not deleted, by an active author, and
 * public; or her own; or "connections only" from someone she is connected to; or posted in a group she belongs
 * to (doc 1 §3: in a group, "public" is Anyone + Group and "connections" is Connections + Group). Blocked people never see each
 * other. A visitor sees public posts only. The query must join the author as `profiles`.
 */
export function visibleTo(viewerId: string | null): SQL {
  // Not hidden by a moderator, and by an author who is not suspended (isActivePerson reads account_status).
  const published = and(
    eq(posts.is_deleted, false),
    isNull(posts.scheduled_for),
    isNull(posts.hidden_at),
    isActivePerson,
  )!;
  if (!viewerId) return and(published, eq(posts.visibility, "public"))!;
  return and(
    published,
    sql`(
      ${posts.visibility} = 'public'
      or ${posts.user_id} = ${viewerId}
      or (${posts.group_id} is not null and ${posts.visibility} <> 'private' and exists (
        select 1 from group_members gm where gm.group_id = ${posts.group_id} and gm.user_id = ${viewerId}))
      or (${posts.visibility} = 'connections' and exists (
        select 1 from connections c where c.status = 'accepted'
          and ((c.sender_id = ${viewerId} and c.receiver_id = ${posts.user_id})
            or (c.receiver_id = ${viewerId} and c.sender_id = ${posts.user_id}))))
    )`,
    notBlockedWith(viewerId),
  )!;
}

/** Her own feed also leaves out what she hid. */
export function notHiddenBy(viewerId: string | null): SQL | undefined {
  if (!viewerId) return undefined;
  return sql`not exists (select 1 from hidden_posts h where h.post_id = ${posts.id} and h.user_id = ${viewerId})`;
}

export const authorColumns = {
  id: profiles.id,
  username: profiles.username,
  full_name: profiles.full_name,
  avatar_url: profiles.avatar_url,
  headline: profiles.headline,
  role: profiles.role,
  is_verified: profiles.is_verified,
};
