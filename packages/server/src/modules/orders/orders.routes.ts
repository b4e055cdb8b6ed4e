import { cartViewSchema } from "@saheli/core/contracts/cart";
import {
  buyerOrderListQuerySchema,
  cancelOrderSchema,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  checkoutResultSchema,
  downloadLinkSchema,
  orderAnswerSchema,
  orderNumberParam,
  orderPageSchema,
  placeOrderSchema,
  razorpayVerifySchema,
  returnRequestSchema,
  vendorOrderCountsSchema,
  vendorOrderListQuerySchema,
  vendorOrderUpdateSchema,
} from "@saheli/core/contracts/orders";
import { uploadedImageSchema } from "@saheli/core/contracts/shops";
import { FeedLimits } from "@saheli/core/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendStoredFile } from "../../platform/send-stored-file.js";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";
import { RETURN_PHOTOS_BUCKET } from "./orders.service.js";

const checkoutParam = z.object({ checkoutId: z.uuid() });
const itemParam = orderNumberParam.extend({ itemId: z.uuid() });

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), for Hindi titles too. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Checkout, her orders, her shop's orders and digital downloads (issue 18). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, orders, downloads, uploads, orderDocuments } = app.services;
  const pdf = { 200: z.any().describe("application/pdf") };

  app.post(
    "/api/checkout/quote",
    {
      config: { access: "member", limits: ["checkout"] },
      schema: {
        tags: ["checkout"],
        summary: "Her cart split per shop, with shipping, totals and the ways she can pay",
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteSchema },
      },
    },
    async (request) => checkout.quote(userOf(request).userId, request.body.address_id),
  );
  app.post(
    "/api/checkout",
    {
      config: { access: "member", limits: ["checkout"] },
      schema: {
        tags: ["checkout"],
        summary:
          "Place her order: one order per shop, one payment; the same idempotency key answers the same checkout",
        body: placeOrderSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => checkout.place(userOf(request).userId, request.body),
  );
  app.get(
    "/api/checkout/:checkoutId",
    {
      config: { access: "owner" },
      schema: {
        tags: ["checkout"],
        summary: "A checkout of hers: its orders and, while unpaid, how to pay",
        params: checkoutParam,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => checkout.get(userOf(request).userId, request.params.checkoutId),
  );
  app.post(
    "/api/checkout/:checkoutId/razorpay/verify",
    {
      config: { access: "owner", limits: ["checkout"] },
      schema: {
        tags: ["checkout"],
        summary: "Confirm an online payment from the checkout widget's signed answer",
        params: checkoutParam,
        body: razorpayVerifySchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => checkout.verify(userOf(request).userId, request.params.checkoutId, request.body),
  );

  app.get(
    "/api/orders",
    {
      config: { access: "member" },
      schema: {
        tags: ["orders"],
        summary: "Her orders, newest first",
        querystring: buyerOrderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => orders.listMine(userOf(request).userId, request.query),
  );
  app.get(
    "/api/orders/:orderNumber",
    {
      config: { access: "owner" },
      schema: {
        tags: ["orders"],
        summary: "An order by its number, to its buyer or its shop's owner (404 for anyone else)",
        params: orderNumberParam,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.view(request.params.orderNumber, userOf(request).userId),
    }),
  );
  app.post(
    "/api/orders/:orderNumber/cancel",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags: ["orders"],
        summary: "Cancel her order before it ships",
        params: orderNumberParam,
        body: cancelOrderSchema,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => orders.cancel(userOf(request).userId, request.params.orderNumber, request.body.reason),
  );
  app.post(
    "/api/orders/:orderNumber/return",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags: ["orders"],
        summary: "Ask for a return within 30 days of delivery, with a reason and photos",
        params: orderNumberParam,
        body: returnRequestSchema,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => orders.requestReturn(userOf(request).userId, request.params.orderNumber, request.body),
  );
  app.post(
    "/api/orders/returns/photos",
    {
      config: { access: "member", limits: ["upload"] },
      schema: {
        tags: ["orders"],
        summary: "Upload a photo for a return request (image ≤ 10 MB)",
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => {
      const file = await readUpload(request, { maxBytes: FeedLimits.imageMaxBytes, kind: "image" });
      return uploads.storeImage(userOf(request).userId, file, RETURN_PHOTOS_BUCKET);
    },
  );
  app.post(
    "/api/orders/:orderNumber/reorder",
    {
      config: { access: "owner", limits: ["tap"] },
      schema: {
        tags: ["orders"],
        summary: "Put an order's lines back in her cart, as far as they can still be bought",
        params: orderNumberParam,
        response: { 200: cartViewSchema },
      },
    },
    async (request) => orders.reorder(userOf(request).userId, request.params.orderNumber),
  );
  app.post(
    "/api/orders/:orderNumber/items/:itemId/download",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags: ["orders"],
        summary: "A fresh 24-hour download link for a paid digital line (5 downloads per purchase)",
        params: itemParam,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) =>
      downloads.link(userOf(request).userId, request.params.orderNumber, request.params.itemId),
  );
  app.get(
    "/api/downloads/:token",
    {
      config: { access: "public", limits: ["download"] },
      schema: {
        tags: ["orders"],
        summary: "The file behind a download link (counts one download)",
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const file = await downloads.open(request.params.token);
      reply
        .header("content-disposition", attachment(file.fileName))
        .header("cache-control", "private, no-store");
      return sendStoredFile(request, reply, app.deps.storage, file.key, {
        ...file.info,
        contentType: "application/octet-stream",
      });
    },
  );

  app.get(
    "/api/orders/:orderNumber/invoice.pdf",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags: ["orders"],
        summary: "The order's GST invoice (or bill of supply) as PDF, to its buyer and its shop",
        params: orderNumberParam,
        response: pdf,
      },
    },
    async (request, reply) => {
      const { pdf: body, fileName } = await orderDocuments.invoice(
        request.params.orderNumber,
        userOf(request).userId,
      );
      return reply.type("application/pdf").header("content-disposition", attachment(fileName)).send(body);
    },
  );
  app.get(
    "/api/vendor/orders/:orderNumber/packing-slip.pdf",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags: ["vendor"],
        summary: "The packing slip of her shop's order as PDF",
        params: orderNumberParam,
        response: pdf,
      },
    },
    async (request, reply) => {
      const { pdf: body, fileName } = await orderDocuments.packingSlip(
        request.params.orderNumber,
        userOf(request).userId,
      );
      return reply.type("application/pdf").header("content-disposition", attachment(fileName)).send(body);
    },
  );

  app.get(
    "/api/vendor/orders",
    {
      config: { access: "member" },
      schema: {
        tags: ["vendor"],
        summary: "Her shops' orders, newest first, by what they need",
        querystring: vendorOrderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => orders.listShop(userOf(request).userId, request.query),
  );
  app.get(
    "/api/vendor/orders/counts",
    {
      config: { access: "member" },
      schema: {
        tags: ["vendor"],
        summary: "Her shops' orders counted by tab",
        response: { 200: vendorOrderCountsSchema },
      },
    },
    async (request) => orders.counts(userOf(request).userId),
  );
  app.patch(
    "/api/vendor/orders/:orderNumber",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags: ["vendor"],
        summary: "Move her shop's order: accept, pack, ship, deliver, cancel, decide a return, refund",
        params: orderNumberParam,
        body: vendorOrderUpdateSchema,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => orders.vendorUpdate(userOf(request).userId, request.params.orderNumber, request.body),
  );
};
