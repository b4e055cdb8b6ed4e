import {
  analyticsQuerySchema,
  analyticsSchema,
  customerPageSchema,
  customersQuerySchema,
  reviewReplyInputSchema,
  vendorReviewPageSchema,
  vendorReviewSchema,
  vendorReviewsQuerySchema,
} from "@saheli/core/contracts/vendor-insights";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["vendor"];

/** Her shop's Analytics, Customers and Reviews (issue 19 §1): the /vendor pages of those names. */
export const vendorInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  app.get(
    "/api/vendor/analytics",
    {
      config: { access: "owner", limits: ["insights"] },
      schema: {
        tags,
        summary:
          "Her shop's figures for IST days from–to (default the last 30, at most 366): revenue, orders, average order value, views, conversion, cancellations, returns, a daily series and her listings' figures",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => insights.analytics(userOf(request).userId, request.query),
  );

  app.get(
    "/api/vendor/analytics.csv",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags,
        summary: "The same range as CSV: the daily series, then every listing's figures",
        querystring: analyticsQuerySchema,
        response: { 200: z.any().describe("text/csv") },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await insights.csv(userOf(request).userId, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(csv));
    },
  );

  app.get(
    "/api/vendor/customers",
    {
      config: { access: "owner", limits: ["insights"] },
      schema: {
        tags,
        summary:
          "Who bought from her shop: orders, total spent and last order, latest buyer first; q finds a name",
        querystring: customersQuerySchema,
        response: { 200: customerPageSchema },
      },
    },
    async (request) => insights.customers(userOf(request).userId, request.query),
  );

  app.get(
    "/api/vendor/reviews",
    {
      config: { access: "owner", limits: ["insights"] },
      schema: {
        tags,
        summary: "Every review of her listings, newest first; filter=unanswered for those without her reply",
        querystring: vendorReviewsQuerySchema,
        response: { 200: vendorReviewPageSchema },
      },
    },
    async (request) => insights.reviews(userOf(request).userId, request.query),
  );

  app.put(
    "/api/vendor/reviews/:id/reply",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Her one public reply to a review of her listing (final once posted; the reviewer is told)",
        params: z.object({ id: z.uuid() }),
        body: reviewReplyInputSchema,
        response: { 200: vendorReviewSchema },
      },
    },
    async (request) => insights.reply(userOf(request).userId, request.params.id, request.body.reply),
  );
};
