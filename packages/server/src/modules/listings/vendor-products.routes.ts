import {
  duplicatedListingSchema,
  productDetailsSchema,
  stockCsvReportSchema,
  stockHistoryPageSchema,
  stockHistoryQuerySchema,
  stockImportQuerySchema,
} from "@saheli/core/contracts/vendor-products";
import { StockCsvLimits } from "@saheli/core/stock-csv";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";

const tags = ["vendor products"];
const byId = z.object({ id: z.uuid() });

/** Product Details and the bulk stock and price update by CSV (`/vendor/products`, issue 19): hers only. */
export const vendorProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productDetails, stockCsv } = app.services;

  app.get(
    "/api/vendor/listings/:id/details",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her listing's figures: views, orders, units sold, revenue, rating and stock",
        params: byId,
        response: { 200: productDetailsSchema },
      },
    },
    async (request) => productDetails.details(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/vendor/listings/:id/stock-history",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her listing's stock changes (orders, cancellations, her edits, CSV imports), newest first",
        params: byId,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistoryPageSchema },
      },
    },
    async (request) =>
      productDetails.history(
        userOf(request).userId,
        request.params.id,
        request.query.limit,
        request.query.cursor,
      ),
  );

  app.post(
    "/api/vendor/listings/:id/duplicate",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "A hidden copy of her listing, '… (copy)', with its photos, choices and tags",
        params: byId,
        response: { 200: duplicatedListingSchema },
      },
    },
    async (request) => productDetails.duplicate(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/vendor/listings.csv",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags,
        summary: "Her listings as CSV: id, slug, title, price, sale_price, quantity, status",
        response: { 200: z.any().describe("text/csv") },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await stockCsv.exportCsv(userOf(request).userId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(csv));
    },
  );

  app.post(
    "/api/vendor/listings/import",
    {
      config: { access: "owner", limits: ["upload"] },
      schema: {
        tags,
        summary:
          "Her edited CSV (≤ 1 MB; multipart field 'file'): a report of every row; dry_run=true writes nothing, otherwise it is applied in one transaction only when no row has a problem",
        querystring: stockImportQuerySchema,
        response: { 200: stockCsvReportSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const file = await readUpload(request, { maxBytes: StockCsvLimits.maxBytes, kind: "file" });
      return stockCsv.importCsv(userId, file.buffer, request.query.dry_run === "true");
    },
  );
};
