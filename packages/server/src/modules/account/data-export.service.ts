import type { DataExport } from "@saheli/core/contracts/data-export";
import {
  DataExportMessages,
  DataExportRules,
  exportPartName,
  exportStatusAt,
} from "@saheli/core/data-export";
import { AppErrorCode } from "@saheli/core/errors";
import type { Language } from "@saheli/core/i18n/languages";
import { DataExportWords } from "@saheli/core/i18n/notices/account";
import { localeOf } from "@saheli/core/i18n/notices/words";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.js";
import type { DataExportPart } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { Mailer } from "../../platform/messaging.js";
import type { Storage } from "../../platform/storage.js";
import { profileLanguage } from "../language/language.queries.js";
import { findAccount } from "./account.queries.js";
import { writeArchive } from "./data-export.archive.js";
import {
  collectSections,
  failStale,
  findExport,
  findOwnExport,
  findOwnFiles,
  insertExport,
  listExports,
  markReady,
  markStatus,
} from "./data-export.queries.js";

export const DATA_EXPORT_JOB = "account.data-export";
export const DATA_EXPORT_EXPIRE_JOB = "account.data-export-expire";
export type DataExportJob = { exportId: string };

export type DataExportDeps = {
  db: Db;
  clock: Clock;
  storage: Pick<Storage, "stat" | "open" | "putFile" | "delete">;
  jobs: Pick<Jobs, "send"> | undefined;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** 2 GB; tests make it small to see an archive split. */
  maxPartBytes?: number;
};

type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

const DAY_MS = 86_400_000;
const notFound = () => AppError.notFound(DataExportMessages.notFound);

/**
 * "Download my data" (issue 22 §4): she asks, a job writes her archive (JSON of what Saheli keeps about her and
 * the files she uploaded) into private storage, e-mails her, and offers it for 7 days to her session only.
 */
export function dataExportService(deps: DataExportDeps) {
  const { db, clock, storage, jobs, mailer, publicUrl, log } = deps;
  const maxPartBytes = deps.maxPartBytes ?? DataExportRules.maxPartBytes;

  function view(row: ExportRow): DataExport {
    const expiresAt = row.expires_at?.toISOString() ?? null;
    const status = exportStatusAt(row.status as DataExport["status"], expiresAt, clock.now().getTime());
    return {
      id: row.id,
      status,
      created_at: row.created_at.toISOString(),
      ready_at: row.ready_at?.toISOString() ?? null,
      expires_at: expiresAt,
      total_size: row.total_size,
      parts:
        status === "ready"
          ? row.parts.map((part, index) => ({
              name: part.name,
              size: part.size,
              url: `/api/me/exports/${row.id}/parts/${index + 1}`,
            }))
          : [],
    };
  }

  /** One at a time: while one is preparing, another request is refused (the index says so, even in a race). */
  async function request(userId: string): Promise<DataExport> {
    const now = clock.now();
    await failStale(db, userId, new Date(now.getTime() - DataExportRules.staleAfterMinutes * 60_000));
    const row = await insertExport(db, userId, now);
    if (!row) throw new AppError(AppErrorCode.CONFLICT, 409, DataExportMessages.alreadyPreparing);
    await jobs?.send(DATA_EXPORT_JOB, { exportId: row.id } satisfies DataExportJob);
    return view(row);
  }

  async function list(userId: string): Promise<DataExport[]> {
    return (await listExports(db, userId)).map(view);
  }

  /** The part she asked for, only to her and only while the archive is ready and within its 7 days. */
  async function openPart(userId: string, exportId: string, part: number) {
    const row = await findOwnExport(db, userId, exportId);
    if (!row) throw notFound();
    const shown = view(row);
    if (shown.status === "expired")
      throw new AppError(AppErrorCode.NOT_FOUND, 410, DataExportMessages.expired);
    const stored = shown.status === "ready" ? row.parts[part - 1] : undefined;
    if (!stored) throw notFound();
    const info = await storage.stat(stored.key);
    if (!info) throw new AppError(AppErrorCode.NOT_FOUND, 410, DataExportMessages.expired);
    return { key: stored.key, name: stored.name, info: { ...info, contentType: "application/zip" } };
  }

  /**
   * The job: writes and stores the archive, then marks it ready and e-mails her. A retry after a failure starts
   * again from the data (parts are overwritten under the same keys); a finished or expired one is left alone.
   */
  async function prepare(exportId: string): Promise<boolean> {
    const row = await findExport(db, exportId);
    if (row?.status !== "preparing") return false;
    const account = await findAccount(db, row.user_id);
    if (!account || account.deleted_at) {
      await markStatus(db, row.id, "failed");
      return false;
    }
    const sections = await collectSections(db, row.user_id);
    const files = await findOwnFiles(db, row.user_id);
    const { parts, cleanup } = await writeArchive(sections, files, storage, maxPartBytes, row.created_at);
    const stored: DataExportPart[] = [];
    try {
      for (const [index, part] of parts.entries()) {
        const key = `private/data-exports/${row.user_id}/${row.id}-${index + 1}.zip`;
        await storage.putFile(key, part.path, "application/zip");
        stored.push({ key, name: exportPartName(row.created_at, index, parts.length), size: part.size });
      }
    } catch (error) {
      // A part stored before the failure must not outlive it unlisted.
      for (const part of stored) await storage.delete(part.key).catch(() => undefined);
      throw error;
    } finally {
      await cleanup();
    }
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + DataExportRules.linkDays * DAY_MS);
    if (!(await markReady(db, row.id, stored, now, expiresAt))) {
      // Deleted or failed meanwhile (her account purged): nothing may stay behind.
      for (const part of stored) await storage.delete(part.key);
      return false;
    }
    await jobs?.send(DATA_EXPORT_EXPIRE_JOB, { exportId: row.id } satisfies DataExportJob, {
      startAfter: expiresAt,
    });
    if (account.email) {
      try {
        const hers = await profileLanguage(db, { userId: row.user_id });
        await mailer.send({ to: account.email, ...readyEmail(expiresAt, publicUrl, hers) });
      } catch (error) {
        log.error({ err: error, exportId }, "data export e-mail failed");
      }
    }
    return true;
  }

  /** The job's last attempt failed: the request reads failed and she may ask again. */
  async function giveUp(exportId: string) {
    const row = await findExport(db, exportId);
    if (row?.status === "preparing") await markStatus(db, row.id, "failed");
  }

  /** Seven days on: the files go and the archive reads expired. */
  async function expire(exportId: string): Promise<boolean> {
    const row = await findExport(db, exportId);
    if (row?.status !== "ready" || !row.expires_at) return false;
    if (row.expires_at.getTime() > clock.now().getTime()) return false;
    for (const part of row.parts) await storage.delete(part.key);
    await markStatus(db, row.id, "expired");
    return true;
  }

  return { request, list, openPart, prepare, giveUp, expire };
}

export type DataExportService = ReturnType<typeof dataExportService>;

function readyEmail(expiresAt: Date, publicUrl: string, language: Language) {
  const until = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  }).format(expiresAt);
  const link = `${publicUrl.replace(/\/$/, "")}/settings#your-data`;
  return {
    subject: DataExportWords.readySubject[language](),
    text: DataExportWords.readyMail[language]({ link, until }),
  };
}
