import type { AdminQueueFilters } from "@saheli/core/contracts/support";
import { SupportLimits } from "@saheli/core/support";
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { profiles, supportTicketMessages, supportTickets } from "../../db/schema/index.js";

export type TicketRow = typeof supportTickets.$inferSelect;

const summaryColumns = {
  id: supportTickets.id,
  reference: supportTickets.reference,
  subject: supportTickets.subject,
  category: supportTickets.category,
  status: supportTickets.status,
  created_at: supportTickets.created_at,
  last_message_at: supportTickets.last_message_at,
  respond_due_at: supportTickets.respond_due_at,
  resolve_due_at: supportTickets.resolve_due_at,
  first_response_at: supportTickets.first_response_at,
  closed_at: supportTickets.closed_at,
};

/** Her tickets, the latest news first: ownership is the `where`. */
export function ticketsOf(db: Executor, userId: string) {
  return db
    .select(summaryColumns)
    .from(supportTickets)
    .where(eq(supportTickets.user_id, userId))
    .orderBy(desc(supportTickets.last_message_at))
    .limit(200);
}

export type TicketParams = { ticketId: string; ownerId: string | null };

/** One ticket: hers (`ownerId`), or any for an admin (`ownerId` null). */
export async function ticketRow(db: Executor, { ticketId, ownerId }: TicketParams, lock = false) {
  const query = db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, ticketId),
        ownerId === null ? undefined : eq(supportTickets.user_id, ownerId),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export function threadOf(db: Executor, ticketId: string) {
  return db
    .select({
      id: supportTicketMessages.id,
      author_kind: supportTicketMessages.author_kind,
      author_id: supportTicketMessages.author_id,
      author_full_name: profiles.full_name,
      body: supportTicketMessages.body,
      created_at: supportTicketMessages.created_at,
    })
    .from(supportTicketMessages)
    .leftJoin(profiles, eq(profiles.id, supportTicketMessages.author_id))
    .where(eq(supportTicketMessages.ticket_id, ticketId))
    .orderBy(asc(supportTicketMessages.created_at), asc(supportTicketMessages.id));
}

export function personRow(db: Executor, id: string) {
  return db
    .select({ id: profiles.id, full_name: profiles.full_name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, id))
    .then((r) => r[0] ?? null);
}

const assigneeName = sql<
  string | null
>`(select a.full_name from ${profiles} a where a.id = ${supportTickets.assignee_id})`;

const messageCount = sql<number>`(select count(*)::int from ${supportTicketMessages} m where m.ticket_id = ${supportTickets.id})`;

/** A ticket past one of its due times: no person answered within 48 hours, or open past its month. */
export const overdueAt = (now: Date) =>
  and(
    sql`${supportTickets.status} <> 'closed'`,
    or(
      and(isNull(supportTickets.first_response_at), lt(supportTickets.respond_due_at, now)),
      lt(supportTickets.resolve_due_at, now),
    ),
  ) as SQL;

export type QueueParams = AdminQueueFilters & { adminId: string };

/** The admin queue: waiting-for-Saheli first, soonest due first; closed ones last, newest first. */
export async function queueRows(db: Executor, { status, assigned, offset, adminId }: QueueParams) {
  const statuses =
    status === "all" ? null : status === "active" ? ["open", "waiting"] : ([status] as string[]);
  return await db
    .select({
      ...summaryColumns,
      requester: { id: profiles.id, full_name: profiles.full_name, email: profiles.email },
      assignee_id: supportTickets.assignee_id,
      assignee_name: assigneeName,
      message_count: messageCount,
    })
    .from(supportTickets)
    .innerJoin(profiles, eq(profiles.id, supportTickets.user_id))
    .where(
      and(
        statuses ? inArray(supportTickets.status, statuses) : undefined,
        assigned === "me"
          ? eq(supportTickets.assignee_id, adminId)
          : assigned === "unassigned"
            ? isNull(supportTickets.assignee_id)
            : undefined,
      ),
    )
    .orderBy(
      sql`case ${supportTickets.status} when 'open' then 0 when 'waiting' then 1 else 2 end`,
      sql`case when ${supportTickets.status} = 'closed' then null
        when ${supportTickets.first_response_at} is null then least(${supportTickets.respond_due_at}, ${supportTickets.resolve_due_at})
        else ${supportTickets.resolve_due_at} end asc nulls last`,
      desc(supportTickets.closed_at),
      desc(supportTickets.created_at),
    )
    .limit(SupportLimits.queuePage + 1)
    .offset(offset);
}

export async function overdueCount(db: Executor, now: Date) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(supportTickets).where(overdueAt(now));
  return row?.n ?? 0;
}

/** Who answers tickets: active admins. */
export async function adminIds(db: Executor) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "A"), eq(profiles.is_active, true)));
  return rows.map((r) => r.id);
}
