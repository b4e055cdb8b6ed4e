import type { FeedPage } from "@saheli/core/contracts/feed";
import type { createGroupSchema, GroupView } from "@saheli/core/contracts/groups";
import type { CursorKey } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { GroupMessages } from "@saheli/core/groups";
import { idFromSlug, shopSlug } from "@saheli/core/slugs";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { groupMembers, groups } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { PostsService } from "../feed/posts.service.js";

export type GroupsServiceDeps = { db: Db; clock: Clock; posts: Pick<PostsService, "byGroup"> };
type NewGroup = z.output<typeof createGroupSchema>;

/** Groups: create (the creator is its admin), find, join and leave, and the group's feed. */
export function groupsService({ db, clock, posts }: GroupsServiceDeps) {
  const columns = (viewerId: string | null) => ({
    group: groups,
    role: viewerId
      ? sql<
          string | null
        >`(select gm.role from group_members gm where gm.group_id = ${groups.id} and gm.user_id = ${viewerId})`
      : sql<null>`null`,
  });
  const toView = ({
    group,
    role,
  }: {
    group: typeof groups.$inferSelect;
    role: string | null;
  }): GroupView => ({
    id: group.id,
    name: group.name,
    slug: group.slug,
    description: group.description,
    member_count: group.member_count,
    created_at: group.created_at.toISOString(),
    joined: role !== null,
    is_admin: role === "admin",
  });

  async function find(viewerId: string | null, idOrSlug: string): Promise<GroupView> {
    const id = idFromSlug(idOrSlug);
    const [row] = await db
      .select(columns(viewerId))
      .from(groups)
      .where(id ? eq(groups.id, id) : eq(groups.slug, idOrSlug.toLowerCase()));
    if (!row) throw AppError.notFound(GroupMessages.notFound);
    return toView(row);
  }

  async function list(viewerId: string | null, query: string, mine: boolean): Promise<GroupView[]> {
    const rows = await db
      .select(columns(viewerId))
      .from(groups)
      .where(
        and(
          query
            ? sql`lower(${groups.name}) like ${`%${query.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`}`
            : undefined,
          mine && viewerId
            ? sql`exists (select 1 from group_members gm where gm.group_id = ${groups.id} and gm.user_id = ${viewerId})`
            : undefined,
        ),
      )
      .orderBy(desc(groups.member_count), desc(groups.created_at))
      .limit(50);
    return rows.map(toView);
  }

  async function create(userId: string, input: NewGroup): Promise<GroupView> {
    const slug = shopSlug(input.name) || `group-${clock.now().getTime()}`;
    try {
      const id = await db.transaction(async (tx) => {
        const [group] = await tx
          .insert(groups)
          .values({
            name: input.name,
            slug,
            description: input.description,
            created_by: userId,
            member_count: 1,
            created_at: clock.now(),
          })
          .returning({ id: groups.id });
        if (!group) throw new Error("insert returned no group");
        await tx
          .insert(groupMembers)
          .values({ group_id: group.id, user_id: userId, role: "admin", joined_at: clock.now() });
        return group.id;
      });
      return find(userId, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(AppErrorCode.CONFLICT, 409, GroupMessages.nameTaken);
      throw error;
    }
  }

  /** Join or leave; the count follows the rows. The creator (its admin) stays. */
  async function membership(userId: string, groupId: string, join: boolean) {
    const group = await find(userId, groupId);
    return db.transaction(async (tx) => {
      const mine = and(eq(groupMembers.group_id, group.id), eq(groupMembers.user_id, userId));
      let delta: number;
      if (join) {
        delta = (
          await tx
            .insert(groupMembers)
            .values({ group_id: group.id, user_id: userId, joined_at: clock.now() })
            .onConflictDoNothing()
            .returning({ id: groupMembers.user_id })
        ).length;
      } else {
        if (group.is_admin) throw new AppError(AppErrorCode.CONFLICT, 409, GroupMessages.creatorStays);
        delta = -(await tx.delete(groupMembers).where(mine).returning({ id: groupMembers.user_id })).length;
      }
      const [counted] = await tx
        .update(groups)
        .set({ member_count: sql`greatest(${groups.member_count} + ${delta}, 0)` })
        .where(eq(groups.id, group.id))
        .returning({ member_count: groups.member_count });
      return { joined: join, member_count: counted?.member_count ?? 0 };
    });
  }

  async function feed(
    viewerId: string | null,
    groupId: string,
    limit: number,
    cursor: CursorKey | null,
  ): Promise<FeedPage> {
    const group = await find(viewerId, groupId);
    return posts.byGroup(viewerId, group.id, limit, cursor);
  }

  return { find, list, create, membership, feed };
}
