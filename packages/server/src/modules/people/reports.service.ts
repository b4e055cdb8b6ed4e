import type { Report } from "@saheli/core/contracts/people";
import { AppErrorCode } from "@saheli/core/errors";
import { PeopleMessages, type ReportReason } from "@saheli/core/people";
import { aliasedTable, and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { findActivePerson, personColumns, personColumnsOf, toPerson } from "../../db/fragments/person.js";
import { posts, profiles, reports } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";

export type ReportsServiceDeps = { db: Db; clock: Clock };
type ReportStatus = Report["status"];

const target = aliasedTable(profiles, "target");

/** Report Profile: a moderation record for admins (doc 3 §2.1). One open report per person and target. */
export function reportsService({ db, clock }: ReportsServiceDeps) {
  async function reportProfile(
    viewerId: string,
    targetId: string,
    reason: ReportReason,
    details: string | null,
  ) {
    if (viewerId === targetId) throw AppError.badRequest(PeopleMessages.cannotReportSelf);
    if (!(await findActivePerson(db, targetId))) throw AppError.notFound("Profile not found");
    const now = clock.now();
    const [row] = await db
      .insert(reports)
      .values({
        reporter_id: viewerId,
        target_type: "profile",
        target_id: targetId,
        reason,
        details,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id, status: reports.status });
    if (!row) throw new AppError(AppErrorCode.CONFLICT, 409, PeopleMessages.alreadyReported);
    return { id: row.id, status: row.status as ReportStatus, message: PeopleMessages.reportReceived };
  }

  /** Profile and post reports for admins, newest first; a post report names the post's author. */
  async function list(status: ReportStatus | undefined): Promise<Report[]> {
    const rows = await db
      .select({
        report: reports,
        reporter: personColumns,
        target: personColumnsOf(target),
        post: { id: posts.id, content: posts.content },
      })
      .from(reports)
      .innerJoin(profiles, eq(profiles.id, reports.reporter_id))
      .leftJoin(posts, and(eq(reports.target_type, "post"), eq(posts.id, reports.target_id)))
      .innerJoin(target, eq(target.id, sql`coalesce(${posts.user_id}, ${reports.target_id})`))
      .where(status ? eq(reports.status, status) : undefined)
      .orderBy(desc(reports.created_at))
      .limit(200);
    return rows.map(({ report, reporter, target: reported, post }) => ({
      id: report.id,
      target_type: report.target_type,
      target_id: report.target_id,
      reason: report.reason,
      details: report.details,
      status: report.status as ReportStatus,
      created_at: report.created_at.toISOString(),
      reporter: toPerson(reporter),
      target: toPerson(reported),
      post: post ? { id: post.id, excerpt: post.content.slice(0, 200) } : null,
    }));
  }

  return { reportProfile, list };
}
