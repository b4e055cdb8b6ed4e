import { randomBytes } from "node:crypto";
import type {
  AdminQueue,
  AdminTicket,
  adminQueueQuerySchema,
  adminReplyInputSchema,
  SupportTicket,
  SupportTicketSummary,
  supportTicketInputSchema,
} from "@saheli/core/contracts/support";
import { AppErrorCode } from "@saheli/core/errors";
import type { Language } from "@saheli/core/i18n/languages";
import { SupportWords } from "@saheli/core/i18n/notices/team";
import { compose, type Localised, say, type Words } from "@saheli/core/i18n/notices/words";
import {
  acknowledgementText,
  SupportLimits,
  SupportMessages,
  type SupportTicketCategory,
  type SupportTicketStatus,
  supportDueTimes,
  supportReference,
} from "@saheli/core/support";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { supportTicketMessages, supportTickets } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer } from "../../platform/messaging.js";
import { profileLanguage } from "../language/language.queries.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  adminIds,
  overdueCount,
  personRow,
  queueRows,
  type TicketRow,
  threadOf,
  ticketRow,
  ticketsOf,
} from "./tickets.queries.js";

export type SupportTicketsDeps = {
  db: Db;
  clock: Clock;
  notifications: Pick<NotificationsService, "notify">;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

type NewTicket = z.output<typeof supportTicketInputSchema>;
type AdminReply = z.output<typeof adminReplyInputSchema>;
type QueueQuery = z.output<typeof adminQueueQuerySchema>;

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 404, SupportMessages.ticketNotFound);
const closed = () => new AppError(AppErrorCode.CONFLICT, 409, SupportMessages.ticketClosed);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(row: Omit<TicketRow, "user_id" | "conversation" | "assignee_id" | "updated_at">) {
  return {
    id: row.id,
    reference: row.reference,
    subject: row.subject,
    category: row.category as SupportTicketCategory,
    status: row.status as SupportTicketStatus,
    created_at: row.created_at.toISOString(),
    last_message_at: row.last_message_at.toISOString(),
    respond_due_at: row.respond_due_at.toISOString(),
    resolve_due_at: row.resolve_due_at.toISOString(),
    first_response_at: iso(row.first_response_at),
    closed_at: iso(row.closed_at),
  } satisfies SupportTicketSummary;
}

/** Admins sign with their first name ("Meera from Saheli Support"), never their full name or e-mail. */
export function staffSignature(fullName: string | null, language: Language = "en") {
  return SupportWords.signature[language]({ first: fullName?.trim().split(/\s+/)[0] || null });
}

/**
 * "Talk to a person" (issue 22): her tickets and their threads, answered by admins. Receipt is acknowledged at
 * once in the thread and by e-mail; each admin reply reaches her by e-mail and in the app. Only she and admins
 * read a ticket: hers are found with her id in the query's `where`.
 */
export function supportTicketsService({
  db,
  clock,
  notifications,
  mailer,
  publicUrl,
  log,
}: SupportTicketsDeps) {
  const ticketUrl = (id: string) => `/support/tickets/${id}`;

  async function threadView(tx: Executor, row: TicketRow): Promise<SupportTicket> {
    const thread = await threadOf(tx, row.id);
    return {
      ...summaryOf(row),
      conversation: row.conversation ?? null,
      messages: thread.map((m) => ({
        id: m.id,
        author_kind: m.author_kind as "member" | "admin" | "system",
        author_name:
          m.author_kind === "admin"
            ? staffSignature(m.author_full_name)
            : m.author_kind === "member"
              ? (m.author_full_name ?? "You")
              : null,
        body: m.body,
        created_at: m.created_at.toISOString(),
      })),
    };
  }

  /** Mail is told after the change is committed; a failure is logged, never hers. */
  async function mail(to: { id: string; email: string | null } | null, subject: Localised, text: Localised) {
    if (!to?.email) return;
    try {
      const hers = await profileLanguage(db, { userId: to.id });
      await mailer.send({ to: to.email, subject: subject[hers], text: text[hers] });
    } catch (error) {
      log.error({ err: error }, "support e-mail failed");
    }
  }

  async function insertTicket(userId: string, input: NewTicket, now: Date) {
    const { respondBy, resolveBy } = supportDueTimes(now);
    // Saheli's own notes in her thread are in her language.
    const language = await profileLanguage(db, { userId });
    for (let attempt = 0; ; attempt++) {
      const reference = supportReference(randomBytes(6));
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(supportTickets)
            .values({
              reference,
              user_id: userId,
              subject: input.subject,
              category: input.category,
              conversation: input.conversation?.length ? input.conversation : null,
              respond_due_at: respondBy,
              resolve_due_at: resolveBy,
              last_message_at: now,
              created_at: now,
              updated_at: now,
            })
            .returning();
          await tx.insert(supportTicketMessages).values([
            {
              ticket_id: row!.id,
              author_kind: "member",
              author_id: userId,
              body: input.message,
              created_at: now,
            },
            {
              ticket_id: row!.id,
              author_kind: "system",
              body: acknowledgementText(reference, now, language),
              // Just after hers, so the thread reads in order.
              created_at: new Date(now.getTime() + 1),
            },
          ]);
          return threadView(tx, row!);
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  async function open(userId: string, input: NewTicket): Promise<SupportTicket> {
    const ticket = await insertTicket(userId, input, clock.now());
    const her = await personRow(db, userId);
    // The thread keeps it in English (as written); her e-mail says it in her language.
    const acknowledgement = compose((language) =>
      acknowledgementText(ticket.reference, new Date(ticket.created_at), language),
    );
    await mail(
      her,
      say(SupportWords.received, { reference: ticket.reference }),
      compose((language) =>
        SupportWords.receivedMail[language]({
          acknowledgement: acknowledgement[language],
          subject: ticket.subject,
          url: `${publicUrl}${ticketUrl(ticket.id)}`,
        }),
      ),
    );
    // The admins see it in their notifications too, with its link in the queue.
    await notifications.notify({
      recipientIds: await adminIds(db),
      actorId: userId,
      type: "system",
      title: say(SupportWords.newRequest),
      message: `${ticket.reference} · ${ticket.subject}`,
      actionUrl: `/admin/support/tickets/${ticket.id}`,
      contextType: "support_ticket",
      contextId: ticket.id,
      repeatable: true,
    });
    return ticket;
  }

  async function view(userId: string, ticketId: string) {
    const row = await ticketRow(db, { ticketId, ownerId: userId });
    if (!row) throw notFound();
    return threadView(db, row);
  }

  async function mine(userId: string) {
    return { tickets: (await ticketsOf(db, userId)).map(summaryOf) };
  }

  /** Her reply: back in the queue as waiting for Saheli. A closed ticket takes no more; she opens a new one. */
  async function reply(userId: string, ticketId: string, body: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await ticketRow(tx, { ticketId, ownerId: userId }, true);
      if (!row) throw notFound();
      if (row.status === "closed") throw closed();
      await tx
        .insert(supportTicketMessages)
        .values({ ticket_id: row.id, author_kind: "member", author_id: userId, body, created_at: now });
      const [next] = await tx
        .update(supportTickets)
        .set({ status: "open", last_message_at: now, updated_at: now })
        .where(eq(supportTickets.id, row.id))
        .returning();
      return threadView(tx, next!);
    });
  }

  /** She says her problem is solved. */
  async function closeMine(userId: string, ticketId: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await ticketRow(tx, { ticketId, ownerId: userId }, true);
      if (!row) throw notFound();
      if (row.status === "closed") return threadView(tx, row);
      return threadView(tx, await closeIn(tx, row, now, SupportWords.youClosed));
    });
  }

  /** Closes her request with Saheli's note, in her language. */
  async function closeIn(tx: Executor, row: TicketRow, now: Date, note: Words) {
    const language = await profileLanguage(tx, { userId: row.user_id });
    await tx
      .insert(supportTicketMessages)
      .values({ ticket_id: row.id, author_kind: "system", body: note[language](), created_at: now });
    const [next] = await tx
      .update(supportTickets)
      .set({ status: "closed", closed_at: now, last_message_at: now, updated_at: now })
      .where(eq(supportTickets.id, row.id))
      .returning();
    return next!;
  }

  // ---- Admins ----

  async function adminView(ticketId: string): Promise<AdminTicket> {
    const row = await ticketRow(db, { ticketId, ownerId: null });
    if (!row) throw notFound();
    return adminShape(db, row);
  }

  async function adminShape(tx: Executor, row: TicketRow): Promise<AdminTicket> {
    const [ticket, requester, assignee] = await Promise.all([
      threadView(tx, row),
      personRow(tx, row.user_id),
      row.assignee_id ? personRow(tx, row.assignee_id) : null,
    ]);
    return {
      ...ticket,
      requester: {
        id: row.user_id,
        full_name: requester?.full_name ?? null,
        email: requester?.email ?? null,
      },
      assignee: assignee ? { id: assignee.id, full_name: assignee.full_name } : null,
    };
  }

  async function queue(adminId: string, query: QueueQuery): Promise<AdminQueue> {
    const [rows, overdue] = await Promise.all([
      queueRows(db, { ...query, adminId }),
      overdueCount(db, clock.now()),
    ]);
    const page = rows.slice(0, SupportLimits.queuePage);
    return {
      tickets: page.map((r) => ({
        ...summaryOf(r),
        requester: r.requester,
        assignee: r.assignee_id ? { id: r.assignee_id, full_name: r.assignee_name } : null,
        message_count: r.message_count,
      })),
      overdue,
      next_offset: rows.length > page.length ? query.offset + page.length : null,
    };
  }

  async function assign(adminId: string, ticketId: string, to: "me" | "nobody") {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await ticketRow(tx, { ticketId, ownerId: null }, true);
      if (!row) throw notFound();
      const [next] = await tx
        .update(supportTickets)
        .set({ assignee_id: to === "me" ? adminId : null, updated_at: now })
        .where(eq(supportTickets.id, row.id))
        .returning();
      return adminShape(tx, next!);
    });
  }

  /** An admin's answer: the first one meets the 48-hour promise; she is told by e-mail and in the app. */
  async function adminReply(adminId: string, ticketId: string, input: AdminReply) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const row = await ticketRow(tx, { ticketId, ownerId: null }, true);
      if (!row) throw notFound();
      if (row.status === "closed") throw closed();
      await tx.insert(supportTicketMessages).values({
        ticket_id: row.id,
        author_kind: "admin",
        author_id: adminId,
        body: input.body,
        created_at: now,
      });
      const [next] = await tx
        .update(supportTickets)
        .set({
          status: "waiting",
          first_response_at: row.first_response_at ?? now,
          assignee_id: row.assignee_id ?? adminId,
          last_message_at: now,
          updated_at: now,
        })
        .where(eq(supportTickets.id, row.id))
        .returning();
      const after = input.close
        ? await closeIn(tx, next!, new Date(now.getTime() + 1), SupportWords.weClosed)
        : next!;
      return adminShape(tx, after);
    });
    await tellHer(result, adminId, input.body);
    return result;
  }

  async function tellHer(ticket: AdminTicket, adminId: string, body: string) {
    const admin = await personRow(db, adminId);
    const snippet = body.length > 100 ? `${body.slice(0, 99)}…` : body;
    await notifications.notify({
      recipientIds: [ticket.requester.id],
      actorId: null,
      type: "system",
      title: say(SupportWords.replied),
      message: `${ticket.reference} · ${snippet}`,
      actionUrl: ticketUrl(ticket.id),
      contextType: "support_ticket",
      contextId: ticket.id,
      repeatable: true,
    });
    const subject = `Re: ${ticket.subject} [${ticket.reference}]`;
    await mail(
      ticket.requester,
      compose(() => subject),
      compose((language) =>
        SupportWords.replyMail[language]({
          body,
          signature: staffSignature(admin?.full_name ?? null, language),
          closed: ticket.status === "closed",
          url: `${publicUrl}${ticketUrl(ticket.id)}`,
        }),
      ),
    );
  }

  async function adminClose(ticketId: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await ticketRow(tx, { ticketId, ownerId: null }, true);
      if (!row) throw notFound();
      return adminShape(
        tx,
        row.status === "closed" ? row : await closeIn(tx, row, now, SupportWords.weClosed),
      );
    });
  }

  return { open, view, mine, reply, closeMine, queue, adminView, assign, adminReply, adminClose };
}

export type SupportTicketsService = ReturnType<typeof supportTicketsService>;
