import {
  adminPayoutPageSchema,
  adminPayoutQuerySchema,
  historyPageSchema,
  historyQuerySchema,
  payoutDecisionSchema,
  payoutMethodInputSchema,
  payoutParams,
  payoutRequestSchema,
  payoutSchema,
  shepayPreferencesInputSchema,
  shepayPreferencesSchema,
  shepaySettingsInputSchema,
  shepaySettingsSchema,
  statementParams,
  statementQuerySchema,
  walletSchema,
} from "@saheli/core/contracts/shepay";
import { ShepayMessages } from "@saheli/core/shepay";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["shepay"];
const adminTags = ["admin"];

/** `attachment` with an ASCII name (ours are). */
const attachment = (name: string) => `attachment; filename="${name}"`;

const destinationSchema = z.object({
  method: z.discriminatedUnion("type", [
    z.object({ type: z.literal("upi"), upi_id: z.string() }),
    z.object({
      type: z.literal("bank"),
      account_holder: z.string(),
      account_number: z.string(),
      ifsc: z.string(),
    }),
  ]),
  matches: z.boolean(),
});

/** SHEPay (issue 19 §4): her wallet, history, payout method, payouts and statements; the admins' payout queue. */
export const shepayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shepay, shepayAdmin } = app.services;

  app.get(
    "/api/shepay/wallet",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her shop's pending, available and paid-out money, what each means, and her recent payouts",
        response: { 200: walletSchema },
      },
    },
    async (request) => shepay.wallet(userOf(request).userId),
  );

  app.get(
    "/api/shepay/history",
    {
      config: { access: "member", limits: ["download"] },
      schema: {
        tags,
        summary:
          "Every ledger entry of her shop's accounts (side=shop) or her own payments and refunds (side=buyer), newest first; format=csv for a file",
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema.or(z.any().describe("text/csv")) },
      },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      if (request.query.format !== "csv") return shepay.history(userId, request.query);
      const { csv, fileName } = await shepay.historyCsv(userId, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachment(fileName))
        .header("cache-control", "private, no-store")
        .send(Buffer.from(csv));
    },
  );

  app.get(
    "/api/shepay/settings",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her payout method (masked) and whether statements come by e-mail",
        response: { 200: shepayPreferencesSchema },
      },
    },
    async (request) => shepay.preferences(userOf(request).userId),
  );

  app.patch(
    "/api/shepay/settings",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Turn monthly statements by e-mail on or off; payouts on request or weekly",
        body: shepayPreferencesInputSchema,
        response: { 200: shepayPreferencesSchema },
      },
    },
    async (request) => shepay.setPreferences(userOf(request).userId, request.body),
  );

  app.put(
    "/api/shepay/payout-method",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary:
          "Her UPI ID (name@handle) or bank account and IFSC for payouts; stored encrypted, shown masked",
        body: payoutMethodInputSchema,
        response: { 200: shepayPreferencesSchema },
      },
    },
    async (request) => shepay.savePayoutMethod(userOf(request).userId, request.body),
  );

  app.post(
    "/api/shepay/payouts",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Ask for a payout of up to her available balance (less payouts already asked for)",
        body: payoutRequestSchema,
        response: { 200: payoutSchema },
      },
    },
    async (request) => shepay.requestPayout(userOf(request).userId, request.body.amount),
  );

  app.get(
    "/api/shepay/statements/:month",
    {
      config: { access: "owner", limits: ["download"] },
      schema: {
        tags,
        summary: "Her statement of a month (India's calendar) as PDF or CSV, with the rates in force",
        params: statementParams,
        querystring: statementQuerySchema,
        response: { 200: z.any().describe("application/pdf or text/csv") },
      },
    },
    async (request, reply) => {
      const file = await shepay.statement(userOf(request).userId, request.params.month, request.query.format);
      return reply
        .type(file.type)
        .header("content-disposition", attachment(file.fileName))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  const admin = { access: "admin", refusal: ShepayMessages.adminsOnly } as const;

  app.get(
    "/api/admin/shepay/payouts",
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Payouts by state, oldest request first, with each shop's available balance",
        querystring: adminPayoutQuerySchema,
        response: { 200: adminPayoutPageSchema },
      },
    },
    async (request) => shepayAdmin.queue(request.query),
  );

  app.get(
    "/api/admin/shepay/payouts/:id/destination",
    {
      config: { ...admin, limits: ["download"] },
      schema: {
        tags: adminTags,
        summary: "The whole UPI ID or bank account to send a payout to (each look is logged)",
        params: payoutParams,
        response: { 200: destinationSchema },
      },
    },
    async (request) => shepayAdmin.payoutDestination(userOf(request).userId, request.params.id),
  );

  app.post(
    "/api/admin/shepay/payouts/:id",
    {
      config: { ...admin, limits: ["write"] },
      schema: {
        tags: adminTags,
        summary: "Mark a requested payout paid (with the transfer's reference) or failed (with the reason)",
        params: payoutParams,
        body: payoutDecisionSchema,
        response: { 200: payoutSchema },
      },
    },
    async (request) => shepayAdmin.decide(userOf(request).userId, request.params.id, request.body),
  );

  app.post(
    "/api/admin/shepay/payouts/:id/send",
    {
      config: { ...admin, limits: ["write"] },
      schema: {
        tags: adminTags,
        summary:
          "Pay a requested payout through RazorpayX (when set up): processing until RazorpayX's webhook settles it; sending again never sends twice",
        params: payoutParams,
        response: { 200: payoutSchema },
      },
    },
    async (request) => app.services.shepayPayouts.send(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/admin/shepay/settings",
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "SHEPay's commission and TCS rates",
        response: { 200: shepaySettingsSchema },
      },
    },
    async () => shepayAdmin.rates(),
  );

  app.put(
    "/api/admin/shepay/settings",
    {
      config: { ...admin, limits: ["write"] },
      schema: {
        tags: adminTags,
        summary: "Change the commission and TCS rates (they apply to payments recorded from now on)",
        body: shepaySettingsInputSchema,
        response: { 200: shepaySettingsSchema },
      },
    },
    async (request) => shepayAdmin.setRates(userOf(request).userId, request.body),
  );
};
