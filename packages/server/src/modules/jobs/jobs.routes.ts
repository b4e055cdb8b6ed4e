import {
  applicationDecisionSchema,
  applicationSchema,
  applicationsSchema,
  applyInputSchema,
  cvUploadSchema,
  jobCardSchema,
  jobDetailSchema,
  jobInputSchema,
  jobPageSchema,
  jobsQuerySchema,
  myApplicationsSchema,
  postedJobsSchema,
} from "@saheli/core/contracts/jobs";
import { JobLimits } from "@saheli/core/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendStoredFile } from "../../platform/send-stored-file.js";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";
import { readUpload } from "../../plugins/uploads.js";

const tags = ["jobs"];
const byId = z.object({ id: z.uuid() });
/** A job's page address: `{slug}-{id}` or the id alone. */
const bySlugOrId = z.object({ id: z.string().min(1).max(200) });

/** Jobs (issue 23 §1): post, find, save, apply with a CV, and the poster's applications inbox. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobBoard: jobs, jobApplications } = app.services;
  const { storage } = app.deps;
  const viewerOf = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request).catch(() => null))?.userId ?? null;

  app.get(
    "/api/jobs",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Open jobs, newest first: words, location, remote, types, pay a month, skills, poster or shop",
        querystring: jobsQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request) => jobs.list(request.query, await viewerOf(request)),
  );

  app.post(
    "/api/jobs",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary:
          "Post a job for her business or her shop (every job states its pay; the closing date not past)",
        body: jobInputSchema,
        response: { 201: jobDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await jobs.create(userOf(request).userId, request.body)),
  );

  app.get(
    "/api/jobs/posted",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The jobs she posted, open and closed, with their application counts",
        response: { 200: postedJobsSchema },
      },
    },
    async (request) => jobs.postedList(userOf(request).userId),
  );

  app.get(
    "/api/jobs/saved",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The jobs she saved",
        response: { 200: z.object({ items: z.array(jobCardSchema) }) },
      },
    },
    async (request) => jobs.saved(userOf(request).userId),
  );

  app.get(
    "/api/jobs/applied",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her applications and where each stands",
        response: { 200: myApplicationsSchema },
      },
    },
    async (request) => jobApplications.mine(userOf(request).userId),
  );

  app.post(
    "/api/jobs/cv",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload her CV (a PDF up to 5 MB, checked by its bytes), private until she applies with it",
        response: { 200: cvUploadSchema },
      },
    },
    async (request) => {
      const file = await readUpload(request, { maxBytes: JobLimits.cvBytesMax, kind: "file" });
      return jobApplications.uploadCv(userOf(request).userId, file);
    },
  );

  app.get(
    "/api/jobs/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A job's page (open or closed), by `{slug}-{id}` or id",
        params: bySlugOrId,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => jobs.detail(request.params.id, await viewerOf(request)),
  );

  app.patch(
    "/api/jobs/:id",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Edit her open job (the same rules as posting it)",
        params: byId,
        body: jobInputSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => jobs.update(userOf(request).userId, request.params.id, request.body),
  );

  app.post(
    "/api/jobs/:id/close",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Close her job before its closing date",
        params: byId,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => jobs.close(userOf(request).userId, request.params.id),
  );

  app.put(
    "/api/jobs/:id/save",
    {
      config: { access: "member", limits: ["tap"] },
      schema: { tags, summary: "Save a job", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await jobs.save(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/jobs/:id/save",
    {
      config: { access: "member", limits: ["tap"] },
      schema: { tags, summary: "Unsave a job", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await jobs.unsave(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/jobs/:id/applications",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Apply with her profile, a note and, if she likes, the CV she uploaded",
        params: byId,
        body: applyInputSchema.extend({ cv_name: z.string().max(200).optional() }),
        response: { 201: jobDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await jobApplications.apply(userOf(request).userId, request.params.id, request.body)),
  );

  app.get(
    "/api/jobs/:id/applications",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "The applications to her job (its poster only)",
        params: byId,
        response: { 200: applicationsSchema },
      },
    },
    async (request) => jobApplications.inbox(userOf(request).userId, request.params.id),
  );

  app.patch(
    "/api/jobs/applications/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Shortlist or decline an application to her job; the applicant is told",
        params: byId,
        body: applicationDecisionSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) => jobApplications.decide(userOf(request).userId, request.params.id, request.body),
  );

  app.get(
    "/api/jobs/applications/:id/cv",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "An application's CV, for the job's poster and the applicant only",
        params: byId,
      },
    },
    async (request, reply) => {
      const file = await jobApplications.readCv(userOf(request).userId, request.params.id);
      const filename = encodeURIComponent(file.name);
      reply
        .header("content-disposition", `attachment; filename*=UTF-8''${filename}`)
        .header("cache-control", "private, no-store")
        .header("content-security-policy", "sandbox");
      return sendStoredFile(request, reply, storage, file.path, file);
    },
  );
};
