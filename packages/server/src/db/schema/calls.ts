import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

const person = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

/**
 * Issue 23 §5: a one-to-one voice call between two connected, verified members. The server relays WebRTC
 * signalling only between the two people of a call it holds here; the audio goes browser to browser. A call is
 * ringing from `created_at`, answered at `answered_at`, over at `ended_at` (rules: `nextCallStatus` in core).
 */
export const calls = pgTable(
  "calls",
  {
    id: id(),
    caller_id: person("caller_id"),
    callee_id: person("callee_id"),
    status: text("status").notNull().default("ringing"),
    created_at: createdAt(),
    answered_at: timestamp("answered_at", { withTimezone: true }),
    ended_at: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("calls_caller_idx").on(t.caller_id, t.created_at),
    index("calls_callee_idx").on(t.callee_id, t.created_at),
    // The busy check and the ring-time sweep read only the few calls still going.
    index("calls_active_idx").on(t.status).where(sql`${t.status} in ('ringing', 'answered')`),
    check("calls_not_self", sql`${t.caller_id} <> ${t.callee_id}`),
    check(
      "calls_status_check",
      sql`${t.status} in ('ringing', 'answered', 'declined', 'missed', 'ended', 'failed')`,
    ),
  ],
);
