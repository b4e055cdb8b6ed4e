import type {
  Application,
  ApplicationDecision,
  Applications,
  applyInputSchema,
  CvUpload,
  MyApplication,
} from "@saheli/core/contracts/jobs";
import { AppErrorCode } from "@saheli/core/errors";
import { JobWords } from "@saheli/core/i18n/notices/team";
import { say } from "@saheli/core/i18n/notices/words";
import { DEFAULT_DECLINE_MESSAGE, JobLimits, JobMessages } from "@saheli/core/jobs";
import { istDay } from "@saheli/core/vendor-insights";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { isSafeKey, PRIVATE_FOLDER, type Storage } from "../../platform/storage.js";
import type { Upload } from "../../plugins/uploads.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  type ApplicationRow,
  applicationForCv,
  applicationsBy,
  applicationsTo,
  decideApplication,
  type InboxRow,
  insertApplication,
  jobToApply,
  posterApplication,
} from "./applications.queries.js";
import type { JobsService } from "./jobs.service.js";

export const JOB_CVS_FOLDER = `${PRIVATE_FOLDER}job-cvs`;

type ApplyInput = z.output<typeof applyInputSchema>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A PDF says so in its first bytes, whatever its name or declared type. */
export const isPdf = (body: Buffer) => body.subarray(0, 5).equals(Buffer.from("%PDF-", "latin1"));

/** A CV's name as shown: letters, digits and a few marks, ending .pdf. */
export function cvName(filename: string): string {
  const base = filename
    .replace(/\.pdf$/i, "")
    .replace(/[^\p{L}\p{N}._ -]/gu, "")
    .trim()
    .slice(0, 100);
  return `${base || "CV"}.pdf`;
}

export type ApplicationsServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  notifications: Pick<NotificationsService, "notify">;
  jobs: Pick<JobsService, "cards" | "detail" | "postedOne">;
};

/**
 * Applying to a job (issue 23 §1): her profile, a note and an optional CV (a PDF up to 5 MB, checked by its bytes,
 * kept under private/ and handed only to the job's poster and to her). The poster's inbox shortlists or declines,
 * and the applicant is told of each change; a new application is told to the poster.
 */
export function applicationsService({ db, clock, storage, notifications, jobs }: ApplicationsServiceDeps) {
  const ownFolder = (userId: string) => `${JOB_CVS_FOLDER}/${userId}/`;
  const cvUrl = (applicationId: string) => `/api/jobs/applications/${applicationId}/cv`;
  const cvOf = (row: ApplicationRow) =>
    row.cv_name ? { name: row.cv_name, size: row.cv_size ?? 0, url: cvUrl(row.id) } : null;

  async function uploadCv(userId: string, file: Upload): Promise<CvUpload> {
    if (!isPdf(file.buffer))
      throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, JobMessages.cvNotPdf);
    if (file.buffer.length > JobLimits.cvBytesMax)
      throw new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, JobMessages.cvTooLarge);
    const path = `${ownFolder(userId)}${clock.now().getTime()}-${Math.random().toString(36).slice(2, 8)}.pdf`;
    await storage.put(path, file.buffer, "application/pdf");
    return { path, name: cvName(file.filename), size: file.buffer.length };
  }

  /** Her CV for an application: one she uploaded herself and that is still there. */
  async function ownCv(userId: string, path: string, name: string) {
    if (!path.startsWith(ownFolder(userId)) || !isSafeKey(path))
      throw AppError.forbidden(JobMessages.cvNotYours);
    const file = await storage.stat(path);
    if (!file) throw AppError.badRequest(JobMessages.cvMissing);
    return { path, name: cvName(name), size: file.size };
  }

  async function apply(userId: string, jobId: string, input: ApplyInput & { cv_name?: string }) {
    const cv = input.cv_path ? await ownCv(userId, input.cv_path, input.cv_name ?? "CV.pdf") : null;
    const now = clock.now();
    const job = await db.transaction(async (tx) => {
      const found = await jobToApply(tx, jobId, userId, istDay(now));
      if (!found || found.blocked) throw AppError.notFound(JobMessages.notFound);
      if (found.poster_id === userId) throw AppError.badRequest(JobMessages.ownJob);
      if (!found.open) throw new AppError(AppErrorCode.CONFLICT, 409, JobMessages.closed);
      const row = await insertApplication(tx, { jobId, applicantId: userId, note: input.note, cv, at: now });
      if (!row) throw new AppError(AppErrorCode.CONFLICT, 409, JobMessages.alreadyApplied);
      return found;
    });
    await notifications.notify({
      recipientIds: [job.poster_id],
      actorId: userId,
      type: "job",
      title: say(JobWords.application),
      message: say(JobWords.applicationText, { name: job.applicant_name, job: job.title }),
      actionUrl: `/jobs/posted/${jobId}`,
      contextType: "job",
      contextId: jobId,
      repeatable: true,
    });
    return jobs.detail(jobId, userId);
  }

  const toApplication = (row: InboxRow): Application => ({
    id: row.id,
    job_id: row.job_id,
    status: row.status,
    note: row.note,
    cv: cvOf(row),
    decline_message: row.decline_message,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    applicant: {
      id: row.applicant_id,
      username: row.username,
      full_name: row.full_name,
      avatar_url: row.avatar_url,
      occupation: row.occupation,
      business_name: row.business_name,
      location: row.location,
      bio: row.bio,
    },
  });

  async function inbox(posterId: string, jobId: string): Promise<Applications> {
    const [job, rows] = await Promise.all([
      jobs.postedOne(posterId, jobId),
      applicationsTo(db, { jobId, posterId }),
    ]);
    return { job, items: rows.map(toApplication) };
  }

  async function decide(posterId: string, applicationId: string, decision: ApplicationDecision) {
    const message =
      decision.status === "declined" ? decision.message?.trim() || DEFAULT_DECLINE_MESSAGE : null;
    const row = await decideApplication(db, {
      applicationId,
      posterId,
      status: decision.status,
      message,
      at: clock.now(),
    });
    if (!row) {
      const found = await posterApplication(db, applicationId, posterId);
      if (!found) throw AppError.notFound(JobMessages.applicationNotFound);
      throw new AppError(AppErrorCode.CONFLICT, 409, JobMessages.alreadyDeclined);
    }
    if (row.changed) {
      await notifications.notify({
        recipientIds: [row.applicant_id],
        actorId: posterId,
        type: "job",
        title:
          decision.status === "shortlisted"
            ? say(JobWords.shortlisted, { job: row.title })
            : say(JobWords.update, { job: row.title }),
        message:
          decision.status === "shortlisted"
            ? say(JobWords.shortlistedText, { business: row.business_name })
            : // Her own words as she wrote them; Saheli's default in the applicant's language.
              decision.message?.trim() || say(JobWords.declined),
        actionUrl: "/jobs/applied",
        contextType: "job",
        contextId: row.job_id,
        repeatable: true,
      });
    }
    const [updated] = await applicationsTo(db, { jobId: row.job_id, posterId, applicationId });
    if (!updated) throw AppError.notFound(JobMessages.applicationNotFound);
    return toApplication(updated);
  }

  /** The CV of an application, for the job's poster and the applicant only; anyone else finds nothing. */
  async function readCv(userId: string, applicationId: string) {
    const row = await applicationForCv(db, applicationId, userId);
    if (!row?.cv_path) throw AppError.notFound("File not found");
    const file = await storage.stat(row.cv_path);
    if (!file) throw AppError.notFound("File not found");
    return {
      path: row.cv_path,
      name: row.cv_name ?? "CV.pdf",
      size: file.size,
      contentType: "application/pdf",
    };
  }

  async function mine(userId: string): Promise<{ items: MyApplication[] }> {
    const rows = await applicationsBy(db, userId);
    const cards = await jobs.cards(
      rows.map((row) => row.job_id),
      userId,
    );
    return {
      items: rows.flatMap((row) => {
        const job = cards.get(row.job_id);
        if (!job) return [];
        return [
          {
            id: row.id,
            status: row.status,
            note: row.note,
            cv: cvOf(row),
            decline_message: row.decline_message,
            created_at: iso(row.created_at),
            job,
          },
        ];
      }),
    };
  }

  return { uploadCv, apply, inbox, decide, readCv, mine };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
