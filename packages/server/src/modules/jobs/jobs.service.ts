import type {
  JobCard,
  JobDetail,
  JobFields,
  JobPage,
  jobsQuerySchema,
  PostedJob,
} from "@saheli/core/contracts/jobs";
import { encodeCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { closingDateProblem, JobMessages, jobSlug } from "@saheli/core/jobs";
import { normalizeQuery } from "@saheli/core/search";
import { idFromSlug } from "@saheli/core/slugs";
import { istDay } from "@saheli/core/vendor-insights";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { ShopsService } from "../shops/shops.service.js";
import {
  closeJob,
  insertJob,
  type JobRow,
  jobById,
  jobsByIds,
  openJobsPage,
  type PostedRow,
  postedBy,
  postedJob,
  savedBy,
  updateJob,
} from "./jobs.queries.js";
import { forgetSave, keepSave } from "./saves.queries.js";

type JobsQuery = z.output<typeof jobsQuerySchema>;

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export type JobsServiceDeps = { db: Db; clock: Clock; shops: Pick<ShopsService, "mine"> };

/**
 * Jobs (issue 23 §1): verified members post them, for a business or their shop; everyone finds the open ones
 * (a job is open through its closing day in India, `isJobOpen` in core), saves them and opens their page.
 * Ownership is part of every query's `where`.
 */
export function jobsService({ db, clock, shops }: JobsServiceDeps) {
  const today = () => istDay(clock.now());

  function card(row: JobRow): JobCard {
    const closedAt = iso(row.closed_at);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      business_name: row.business_name,
      shop: row.shop_id
        ? { id: row.shop_id, slug: row.shop_slug ?? "", shop_name: row.shop_name ?? "" }
        : null,
      poster: {
        id: row.poster_id,
        username: row.poster_username,
        full_name: row.poster_name,
        avatar_url: row.poster_avatar,
      },
      location: row.location,
      is_remote: row.is_remote,
      job_type: row.job_type,
      pay_min: row.pay_min,
      pay_max: row.pay_max,
      pay_period: row.pay_period,
      skills: row.skills,
      closes_on: row.closes_on,
      closed_at: closedAt,
      is_open: closedAt === null && row.closes_on >= today(),
      created_at: iso(row.created_at) ?? "",
      saved: Boolean(row.saved),
      application_status: row.application_status,
    };
  }

  const posted = (row: PostedRow): PostedJob => ({
    ...card(row),
    application_count: row.application_count,
    waiting_count: row.waiting_count,
  });

  /** The row a job's fields make: the closing date checked, her shop's name when she hires for her shop. */
  async function rowOf(userId: string, input: JobFields) {
    const problem = closingDateProblem(input.closes_on, clock.now());
    if (problem) throw AppError.badRequest(problem);
    const { as_shop, ...fields } = input;
    let shopId: string | null = null;
    let business = fields.business_name;
    if (as_shop) {
      const shop = await shops.mine(userId);
      if (!shop) throw AppError.badRequest(JobMessages.noShop);
      shopId = shop.id;
      business = shop.shop_name;
    }
    return {
      ...fields,
      business_name: business,
      poster_id: userId,
      shop_id: shopId,
      slug: jobSlug(fields.title),
    };
  }

  async function create(userId: string, input: JobFields): Promise<JobDetail> {
    const { id } = await insertJob(db, await rowOf(userId, input));
    return detail(id, userId);
  }

  /** Her open job, rewritten (applications already sent stay as they are); a closed job is not edited. */
  async function update(userId: string, jobId: string, input: JobFields): Promise<JobDetail> {
    if (!(await updateJob(db, jobId, await rowOf(userId, input), clock.now()))) {
      if (!(await postedJob(db, jobId, userId))) throw AppError.notFound(JobMessages.notFound);
      throw new AppError(AppErrorCode.CONFLICT, 409, JobMessages.closedNoEdit);
    }
    return detail(jobId, userId);
  }

  async function list(query: JobsQuery, viewerId: string | null): Promise<JobPage> {
    const rows = await openJobsPage(db, {
      filters: {
        q: normalizeQuery(query.q),
        location: query.location,
        remote: query.remote,
        types: query.type,
        pay: query.pay,
        skillKeys: query.skills.map((s) => s.toLowerCase()),
        posterId: query.poster,
        shopId: query.shop,
      },
      viewerId,
      today: today(),
      after: query.cursor,
      limit: query.limit,
    });
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      items: shown.map(card),
      next_cursor:
        rows.length > query.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
    };
  }

  /** `{slug}-{id}` or the id alone. */
  function idOf(param: string): string {
    const id = idFromSlug(param);
    if (!id) throw AppError.notFound(JobMessages.notFound);
    return id;
  }

  async function detail(param: string, viewerId: string | null): Promise<JobDetail> {
    const row = await jobById(db, idOf(param), viewerId);
    if (!row) throw AppError.notFound(JobMessages.notFound);
    const own = row.poster_id === viewerId;
    return {
      ...card(row),
      description: row.description,
      how_to_apply: row.how_to_apply,
      is_own: own,
      application_count: own ? row.application_count : null,
    };
  }

  async function close(userId: string, jobId: string): Promise<JobDetail> {
    if (!(await closeJob(db, jobId, userId, clock.now()))) {
      // Not hers (or no such job) is a 404 either way; hers and already closed is simply closed.
      if (!(await postedJob(db, jobId, userId))) throw AppError.notFound(JobMessages.notFound);
    }
    return detail(jobId, userId);
  }

  async function postedList(userId: string) {
    return { items: (await postedBy(db, userId)).map(posted) };
  }

  async function postedOne(userId: string, jobId: string): Promise<PostedJob> {
    const row = await postedJob(db, jobId, userId);
    if (!row) throw AppError.notFound(JobMessages.notFound);
    return posted(row);
  }

  /** Saving a job she can see; saving twice is one save. */
  async function save(userId: string, jobId: string) {
    if (!(await jobById(db, jobId, userId))) throw AppError.notFound(JobMessages.notFound);
    await keepSave(db, userId, jobId, clock.now());
  }

  async function unsave(userId: string, jobId: string) {
    await forgetSave(db, userId, jobId);
  }

  async function saved(userId: string) {
    return { items: (await savedBy(db, userId)).map(card) };
  }

  /** Cards by id, for her applications. */
  async function cards(ids: string[], viewerId: string): Promise<Map<string, JobCard>> {
    const rows = await jobsByIds(db, [...new Set(ids)], viewerId);
    return new Map(rows.map((row) => [row.id, card(row)]));
  }

  return { create, update, list, detail, close, postedList, postedOne, save, unsave, saved, cards, idOf };
}

export type JobsService = ReturnType<typeof jobsService>;
