import { REPORT_KINDS } from "@saheli/core/admin";
import {
  adminPeoplePageSchema,
  adminPersonDetailSchema,
  auditPageSchema,
  auditQuerySchema,
  contentReportSchema,
  figuresQuerySchema,
  figuresSchema,
  idParam,
  moderationActionSchema,
  moderationListSchema,
  moderationQuerySchema,
  peopleQuerySchema,
  roleChangeSchema,
  withReason,
} from "@saheli/core/contracts/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { auditEntries } from "./audit.queries.js";
import { reasonOf } from "./reason.js";
import { read, tags, write } from "./route-config.js";

const AUDIT_PAGE = 50;

/** The admin dashboard (issue 23 §2): figures, people, moderation and the audit log (curation: curation.routes.ts). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const { db } = app.deps.database;
  const me = (request: Parameters<typeof userOf>[0]) => userOf(request).userId;

  app.get(
    "/api/admin/figures",
    {
      config: read,
      schema: {
        tags,
        summary:
          "Members, verifications waiting, reports open, orders and sales per day, new shops, with trends",
        querystring: figuresQuerySchema,
        response: { 200: figuresSchema },
      },
    },
    (request) => admin.figures.figures(request.query.days),
  );

  // People
  app.get(
    "/api/admin/people",
    {
      config: read,
      schema: {
        tags,
        summary: "Find people by name, username, e-mail or phone; filter by state and role",
        querystring: peopleQuerySchema,
        response: { 200: adminPeoplePageSchema },
      },
    },
    (request) => admin.people.search(request.query),
  );

  app.get(
    "/api/admin/people/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One person: her account, suspension and the admin actions about her",
        params: idParam,
        response: { 200: adminPersonDetailSchema },
      },
    },
    (request) => admin.people.view(request.params.id),
  );

  app.post(
    "/api/admin/people/:id/suspend",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Suspend her: sessions end, sign-in refused, content hidden; she is told why and how to appeal",
        params: idParam,
        body: withReason,
        response: { 200: z.object({ account_status: z.literal("suspended") }) },
      },
    },
    (request) => admin.people.suspend(me(request), request.params.id, reasonOf(request.body)),
  );

  app.post(
    "/api/admin/people/:id/reinstate",
    {
      config: write,
      schema: {
        tags,
        summary: "Lift her suspension: she can sign in and her content shows again",
        params: idParam,
        body: withReason,
        response: { 200: z.object({ account_status: z.literal("active") }) },
      },
    },
    (request) => admin.people.reinstate(me(request), request.params.id, reasonOf(request.body)),
  );

  app.patch(
    "/api/admin/people/:id/role",
    {
      config: write,
      schema: {
        tags,
        summary: "Change her role (U member, V vendor, A admin, C customer)",
        params: idParam,
        body: roleChangeSchema,
        response: { 200: z.object({ role: z.string(), label: z.string() }) },
      },
    },
    (request) =>
      admin.people.changeRole(me(request), request.params.id, request.body.role, reasonOf(request.body)),
  );

  // Moderation
  app.get(
    "/api/admin/moderation",
    {
      config: read,
      schema: {
        tags,
        summary:
          "The reports queue: posts, comments, profiles, listings and jobs, open (oldest first) or closed",
        querystring: moderationQuerySchema,
        response: { 200: moderationListSchema },
      },
    },
    async (request) => ({ items: await admin.moderation.queue(request.query) }),
  );

  app.post(
    "/api/admin/moderation/:id/action",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Hide, remove, warn, suspend or dismiss, with a reason; closes every open report on the same thing",
        params: idParam,
        body: moderationActionSchema,
        response: { 200: z.object({ status: z.string(), reports_closed: z.number().int() }) },
      },
    },
    (request) =>
      admin.moderation.act(me(request), request.params.id, request.body.action, reasonOf(request.body)),
  );

  app.post(
    "/api/admin/moderation/restore",
    {
      config: write,
      schema: {
        tags,
        summary: "Show again a post, comment or listing a moderator hid",
        body: z.object({ kind: z.enum(REPORT_KINDS), target_id: z.uuid() }).extend(withReason.shape),
        response: { 200: z.object({ hidden: z.literal(false) }) },
      },
    },
    (request) =>
      admin.moderation.restore(
        me(request),
        request.body.kind,
        request.body.target_id,
        reasonOf(request.body),
      ),
  );

  app.post(
    "/api/reports",
    {
      config: { access: "member", limits: ["report"] },
      schema: {
        tags: ["moderation"],
        summary:
          "Report a comment, a listing or a job to the moderators (posts and profiles have their own routes)",
        body: contentReportSchema,
        response: { 200: z.object({ id: z.uuid(), message: z.string() }) },
      },
    },
    (request) => admin.moderation.report(me(request), request.body),
  );

  // Audit log
  app.get(
    "/api/admin/audit",
    {
      config: read,
      schema: {
        tags,
        summary: "Every admin action with who, when and why, newest first; `before` pages back",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { target_type, target_id, before } = request.query;
      const items = await auditEntries(db, {
        targetType: target_type,
        targetId: target_id,
        before: before ? new Date(before) : undefined,
        limit: AUDIT_PAGE,
      });
      return { items, next: items.length === AUDIT_PAGE ? items.at(-1)!.created_at : null };
    },
  );
};
