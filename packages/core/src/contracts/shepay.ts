import { z } from "zod";
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  isWholePaise,
  LEDGER_KINDS,
  MONTH_PATTERN,
  normaliseAccountNumber,
  normaliseIfsc,
  normaliseUpi,
  PAYOUT_SCHEDULES,
  SHOP_POCKETS,
  ShepayMessages,
  ShepayRules,
  UPI_PATTERN,
} from "../shepay";
import { cursorParam } from "./paging";

/** SHEPay (issue 19 §4): wallet, history, payout method, payouts, statements and the platform's rates. */

const money = z.number();
const iso = z.string();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date like 2026-11-05");

const rate = (max: number) =>
  z
    .number()
    .min(0, ShepayMessages.invalidRate)
    .max(max, `At most ${max}%`)
    .refine(isWholePaise, ShepayMessages.invalidRate);

/** Admins set these; every statement shows them. */
export const shepaySettingsInputSchema = z.object({
  commission_percent: rate(ShepayRules.commissionMaxPercent),
  tcs_percent: rate(ShepayRules.tcsMaxPercent),
});
export type ShepaySettingsInput = z.infer<typeof shepaySettingsInputSchema>;

export const shepaySettingsSchema = shepaySettingsInputSchema.extend({
  updated_at: iso.nullable(),
});
export type ShepaySettings = z.infer<typeof shepaySettingsSchema>;

export const payoutMethodInputSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("upi"),
    upi_id: z
      .string()
      .max(300)
      .transform(normaliseUpi)
      .refine((value) => UPI_PATTERN.test(value), ShepayMessages.invalidUpi),
  }),
  z.object({
    type: z.literal("bank"),
    account_holder: z
      .string()
      .trim()
      .min(2, ShepayMessages.accountHolderRequired)
      .max(ShepayRules.accountHolderMax),
    account_number: z
      .string()
      .max(40)
      .transform(normaliseAccountNumber)
      .refine((value) => ACCOUNT_NUMBER_PATTERN.test(value), ShepayMessages.invalidAccountNumber),
    ifsc: z
      .string()
      .max(20)
      .transform(normaliseIfsc)
      .refine((value) => IFSC_PATTERN.test(value), ShepayMessages.invalidIfsc),
  }),
]);
export type PayoutMethodInput = z.input<typeof payoutMethodInputSchema>;

export const payoutMethodSchema = z.object({ type: z.enum(["upi", "bank"]), display: z.string() }).nullable();

export const shepayPreferencesInputSchema = z
  .object({
    statements_by_email: z.boolean().optional(),
    payout_schedule: z.enum(PAYOUT_SCHEDULES).optional(),
  })
  .refine((input) => input.statements_by_email !== undefined || input.payout_schedule !== undefined, {
    message: "Nothing to change",
  });
export type ShepayPreferencesInput = z.infer<typeof shepayPreferencesInputSchema>;

export const shepayPreferencesSchema = z.object({
  payout_method: payoutMethodSchema,
  statements_by_email: z.boolean(),
  /** On request, or every Monday: Saheli asks for her whole withdrawable balance. */
  payout_schedule: z.enum(PAYOUT_SCHEDULES),
});
export type ShepayPreferences = z.infer<typeof shepayPreferencesSchema>;

/** `processing`: sent through RazorpayX, waiting for the bank's answer (its webhook settles it). */
export const PAYOUT_STATUSES = ["requested", "processing", "paid", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutSchema = z.object({
  id: z.uuid(),
  amount: money,
  method_display: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** The transfer's reference once paid. */
  reference: z.string().nullable(),
  /** Why it could not be paid, when it failed. */
  failure_reason: z.string().nullable(),
  /** Asked for by her weekly schedule rather than by her. */
  automatic: z.boolean(),
  requested_at: iso,
  paid_at: iso.nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutRequestSchema = z.object({
  amount: z
    .number()
    .min(ShepayRules.payoutMin, ShepayMessages.payoutTooSmall)
    .max(1e10)
    .refine(isWholePaise, "Enter an amount in rupees and paise"),
});

const figure = z.object({ amount: money, meaning: z.string() });

export const walletSchema = z.object({
  shop: z.object({ id: z.uuid(), name: z.string(), registered: z.boolean() }),
  currency: z.string(),
  pending: figure,
  available: figure,
  /** Payouts asked for and not yet sent: part of available, no longer withdrawable. */
  requested: figure,
  /** Available less requested: the most a new payout may be. */
  withdrawable: money,
  paid_out: figure,
  /** Commission and TCS on cash orders not yet recovered (0 or more). */
  owed: figure,
  cash: figure,
  /** One plain sentence about pending and available. */
  explanation: z.string(),
  rates: shepaySettingsSchema,
  payout_method: payoutMethodSchema,
  statements_by_email: z.boolean(),
  payouts: z.array(payoutSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const HISTORY_SIDES = ["shop", "buyer"] as const;
export type HistorySide = (typeof HISTORY_SIDES)[number];

export const historyQuerySchema = z.object({
  /** Her shop's accounts, or her own payments as a buyer; without it, her shop's when she has one. */
  side: z.enum(HISTORY_SIDES).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
  /** Days in India's time zone, both included. */
  from: day.optional(),
  to: day.optional(),
  cursor: cursorParam,
  format: z.enum(["json", "csv"]).default("json"),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  txn_id: z.uuid(),
  at: iso,
  kind: z.enum(LEDGER_KINDS),
  pocket: z.enum([...SHOP_POCKETS, "buyer"]),
  amount: money,
  order_number: z.string().nullable(),
  shop_name: z.string().nullable(),
  memo: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const historyPageSchema = z.object({
  side: z.enum(HISTORY_SIDES),
  items: z.array(ledgerEntrySchema),
  next_cursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const statementParams = z.object({
  month: z.string().regex(MONTH_PATTERN, ShepayMessages.invalidMonth),
});
export const statementQuerySchema = z.object({ format: z.enum(["csv", "pdf"]).default("pdf") });

export const adminPayoutQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).default("requested"),
  cursor: cursorParam,
});

export const adminPayoutSchema = payoutSchema.extend({
  shop: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  /** Her available balance now, to compare with the amount. */
  available: money,
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutPageSchema = z.object({
  items: z.array(adminPayoutSchema),
  next_cursor: z.string().nullable(),
  /** Payouts are sent through RazorpayX (RAZORPAYX_ACCOUNT_NUMBER is set); otherwise admins record them by hand. */
  razorpayx: z.boolean(),
});
export type AdminPayoutPage = z.infer<typeof adminPayoutPageSchema>;

export const payoutDecisionSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("paid"),
    reference: z.string().trim().min(1, ShepayMessages.referenceRequired).max(ShepayRules.payoutReferenceMax),
  }),
  z.object({
    status: z.literal("failed"),
    reason: z.string().trim().min(1, ShepayMessages.reasonRequired).max(ShepayRules.payoutReasonMax),
  }),
]);
export type PayoutDecision = z.infer<typeof payoutDecisionSchema>;

export const payoutParams = z.object({ id: z.uuid() });
