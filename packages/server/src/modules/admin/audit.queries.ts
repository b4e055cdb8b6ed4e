import type { AuditEntry } from "@saheli/core/contracts/admin";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { adminAuditLog, profiles } from "../../db/schema/index.js";

export type AuditInput = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  reason: string;
  details?: Record<string, unknown>;
  at: Date;
};

/** One line of the audit log, written in the same transaction as the action it records. */
export async function recordAudit(db: Executor, entry: AuditInput) {
  await db.insert(adminAuditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    reason: entry.reason,
    details: entry.details ?? null,
    created_at: entry.at,
  });
}

export type AuditParams = { targetType?: string; targetId?: string; before?: Date; limit: number };

/** The log, newest first, optionally about one thing; `before` pages back. */
export async function auditEntries(db: Executor, params: AuditParams): Promise<AuditEntry[]> {
  const where: (SQL | undefined)[] = [
    params.targetType ? eq(adminAuditLog.target_type, params.targetType) : undefined,
    params.targetId ? eq(adminAuditLog.target_id, params.targetId) : undefined,
    params.before ? lt(adminAuditLog.created_at, params.before) : undefined,
  ];
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      target_type: adminAuditLog.target_type,
      target_id: adminAuditLog.target_id,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      created_at: adminAuditLog.created_at,
      actor_id: profiles.id,
      actor_name: profiles.full_name,
    })
    .from(adminAuditLog)
    .leftJoin(profiles, eq(profiles.id, adminAuditLog.actor_id))
    .where(and(...where))
    .orderBy(desc(adminAuditLog.created_at), desc(adminAuditLog.id))
    .limit(params.limit);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor_id ? { id: row.actor_id, full_name: row.actor_name ?? "" } : null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason,
    details: row.details ?? null,
    created_at: row.created_at.toISOString(),
  }));
}
