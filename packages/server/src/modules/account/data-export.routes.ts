import {
  dataExportListSchema,
  dataExportPartParamsSchema,
  dataExportRequestedSchema,
} from "@saheli/core/contracts/data-export";
import { DataExportMessages } from "@saheli/core/data-export";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendStoredFile } from "../../platform/send-stored-file.js";
import { userOf } from "../../plugins/access.js";

const tags = ["account"];

/** `attachment` with an ASCII fallback (archive names are ASCII already). */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`;

/** "Download my data" (issue 22 §4): ask for an archive, see hers, download a part. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dataExports } = app.services;

  app.post(
    "/api/me/export",
    {
      config: { access: "member", limits: ["dataExport"] },
      schema: {
        tags,
        summary: "Ask for an archive of her data; prepared by a job and e-mailed when ready (one at a time)",
        response: { 202: dataExportRequestedSchema },
      },
    },
    async (request, reply) => {
      const requested = await dataExports.request(userOf(request).userId);
      return reply.code(202).send({ export: requested, message: DataExportMessages.requested });
    },
  );

  app.get(
    "/api/me/exports",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her data archives, newest first, with their download links while they last (7 days)",
        response: { 200: dataExportListSchema },
      },
    },
    async (request) => {
      const exports = await dataExports.list(userOf(request).userId);
      return { exports };
    },
  );

  app.get(
    "/api/me/exports/:id/parts/:part",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags,
        summary: "One ZIP part of her archive, to her session only; 410 once expired",
        params: dataExportPartParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, part } = request.params;
      const file = await dataExports.openPart(userOf(request).userId, id, part);
      reply.header("content-disposition", attachment(file.name)).header("cache-control", "private, no-store");
      return sendStoredFile(request, reply, app.deps.storage, file.key, file.info);
    },
  );
};
