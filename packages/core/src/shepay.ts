/**
 * SHEPay (issue 19 §4): the money view of Saheli. A double-entry ledger in paise — every movement is a
 * transaction of entries that sum to exactly zero — the commission and TCS arithmetic, the payout method's rules
 * and the words both the server and the web app use. Decision 014 explains the accounts.
 */
import { formatMoney } from "./money";
import { OrderRules, toPaise } from "./orders";

export { toPaise };

/** Platform settings, editable by admins; these are the values before any admin has changed them. */
export const ShepayDefaults = {
  /** Saheli's share of each sale's item value (shipping passes through untouched). */
  commissionPercent: 5,
  /** GST tax collected at source (CGST Act s.52), 0.5% of net taxable supplies since 10 July 2024. */
  tcsPercent: 0.5,
} as const;

export const ShepayRules = {
  /** Money waits in pending this long after delivery: the buyer's return window. */
  holdDays: OrderRules.returnWindowDays,
  commissionMaxPercent: 50,
  tcsMaxPercent: 5,
  historyPageSize: 50,
  /** The most rows one CSV export holds; narrow the dates for more. */
  csvMaxRows: 50_000,
  payoutMin: 1,
  payoutReferenceMax: 100,
  payoutReasonMax: 300,
  accountHolderMax: 100,
} as const;

export type ShepayRates = { commission_percent: number; tcs_percent: number };

// ---------------------------------------------------------------------------------------------------------------
// Paise: every sum is done in whole paise, never in floating rupees.

export function toRupees(paise: number): number {
  return paise / 100;
}

/** A percentage with at most two decimals (0.5, 12, 2.25) in basis points (50, 1200, 225). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `a × b / c` rounded half up, for non-negative integers, exact beyond 2^53 (BigInt). */
function mulDivRound(a: number, b: number, c: number): number {
  if (
    !Number.isSafeInteger(a) ||
    !Number.isSafeInteger(b) ||
    !Number.isSafeInteger(c) ||
    a < 0 ||
    b < 0 ||
    c <= 0
  )
    throw new RangeError(`mulDivRound(${a}, ${b}, ${c}): whole non-negative numbers only`);
  const twice = (2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c));
  return Number(twice);
}

/** `percent` of an amount in paise, rounded half up to the paisa. */
export function shareOf(paise: number, percent: number): number {
  return mulDivRound(paise, basisPoints(percent), 10_000);
}

/** The taxable value inside a GST-inclusive amount at `ratePercent`, in paise, rounded half up. */
export function taxableWithin(paise: number, ratePercent: number | null): number {
  if (!ratePercent) return paise;
  return mulDivRound(paise, 10_000, 10_000 + basisPoints(ratePercent));
}

export type SaleLine = { line_total: number; gst_rate: number | null };

export type SaleInput = {
  lines: readonly SaleLine[];
  shipping: number;
  total: number;
  /** The shop has a GSTIN: TCS applies to registered sellers only. */
  registered: boolean;
  rates: ShepayRates;
};

/** One order's money in paise: what the buyer paid, Saheli's commission, the TCS, and what the shop keeps. */
export type SaleSplit = {
  total: number;
  commissionBase: number;
  commission: number;
  tcsBase: number;
  tcs: number;
  net: number;
};

/**
 * How one order's payment divides. Commission is `commission_percent` of the item value (the total less
 * shipping). TCS is `tcs_percent` of the net taxable value — every line's value without the GST inside it, and
 * shipping taxed at the order's highest line rate, as the invoice does — and only for a GST-registered shop.
 */
export function splitSale(input: SaleInput): SaleSplit {
  const total = toPaise(input.total);
  const shipping = toPaise(input.shipping);
  const commissionBase = Math.max(0, total - shipping);
  const commission = shareOf(commissionBase, input.rates.commission_percent);
  let tcsBase = 0;
  if (input.registered) {
    const top = Math.max(0, ...input.lines.map((line) => line.gst_rate ?? 0));
    tcsBase =
      input.lines.reduce((sum, line) => sum + taxableWithin(toPaise(line.line_total), line.gst_rate), 0) +
      taxableWithin(shipping, top);
  }
  const tcs = shareOf(tcsBase, input.rates.tcs_percent);
  return { total, commissionBase, commission, tcsBase, tcs, net: total - commission - tcs };
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts and entries.

/** Named accounts. A shop has five pockets; a buyer one; Saheli two. Positive is money into the account. */
export const Accounts = {
  /** Paid for her orders, waiting for delivery and the return window. */
  pending: (shopId: string) => `shop:${shopId}:pending`,
  /** Hers to withdraw. */
  available: (shopId: string) => `shop:${shopId}:available`,
  /** Sent to her bank or UPI (grows with every payout). */
  paidOut: (shopId: string) => `shop:${shopId}:paid_out`,
  /** Commission and TCS she owes on cash orders (negative), recovered from her next earnings. */
  owed: (shopId: string) => `shop:${shopId}:owed`,
  /** Cash she took at the door for cash-on-delivery orders (Saheli never held it). */
  cash: (shopId: string) => `shop:${shopId}:cash`,
  buyer: (buyerId: string) => `buyer:${buyerId}`,
  commission: "platform:commission",
  tcs: "platform:tcs",
} as const;

export const SHOP_POCKETS = ["pending", "available", "paid_out", "owed", "cash"] as const;
export type ShopPocket = (typeof SHOP_POCKETS)[number];

export const PocketLabels: Record<ShopPocket | "buyer", string> = {
  pending: "Pending",
  available: "Available",
  paid_out: "Paid out",
  owed: "Owed to Saheli",
  cash: "Cash collected",
  buyer: "Your payments",
};

/** The pocket of an account name (`shop:{id}:available` → `available`, `buyer:{id}` → `buyer`). */
export function pocketOf(account: string): ShopPocket | "buyer" | "platform" {
  if (account.startsWith("buyer:")) return "buyer";
  if (account.startsWith("platform:")) return "platform";
  const pocket = account.slice(account.lastIndexOf(":") + 1);
  return (SHOP_POCKETS as readonly string[]).includes(pocket) ? (pocket as ShopPocket) : "platform";
}

export const LEDGER_KINDS = [
  "payment",
  "cod_collected",
  "commission",
  "tcs",
  "release",
  "refund",
  "settle",
  "payout",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LedgerKindLabels: Record<LedgerKind, string> = {
  payment: "Online payment",
  cod_collected: "Cash on delivery",
  commission: "Commission",
  tcs: "TCS",
  release: "Released",
  refund: "Refund",
  settle: "Cash-order charges",
  payout: "Payout",
};

export type LedgerLeg = { account: string; amount: number };

/**
 * Why a transaction cannot be written, or null when it can: at least two entries, each a non-zero whole number
 * of paise, summing to exactly zero.
 */
export function imbalance(legs: readonly LedgerLeg[]): string | null {
  if (legs.length < 2) return "a transaction needs at least two entries";
  let sum = 0;
  for (const leg of legs) {
    if (!leg.account) return "every entry needs an account";
    if (!Number.isSafeInteger(leg.amount))
      return `${leg.account}: ${leg.amount} is not a whole number of paise`;
    if (leg.amount === 0) return `${leg.account}: an entry of zero`;
    sum += leg.amount;
  }
  return sum === 0 ? null : `entries sum to ${sum} paise, not 0`;
}

// ---------------------------------------------------------------------------------------------------------------
// Payout method.

/** `name@handle`: letters, digits, dots, dashes and underscores, then the bank's handle in letters. */
export const UPI_PATTERN = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export const normaliseUpi = (value: string) => value.trim().toLowerCase();
export const normaliseIfsc = (value: string) => value.trim().toUpperCase();
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]/g, "");

export type PayoutMethod =
  | { type: "upi"; upi_id: string }
  | { type: "bank"; account_holder: string; account_number: string; ifsc: string };

/** What she and the admins see: never the whole UPI ID or account number. */
export function maskPayoutMethod(method: PayoutMethod): string {
  if (method.type === "upi") {
    const [name = "", handle = ""] = normaliseUpi(method.upi_id).split("@");
    return `UPI ${name.slice(0, 2)}••••@${handle}`;
  }
  const digits = normaliseAccountNumber(method.account_number);
  return `${normaliseIfsc(method.ifsc).slice(0, 4)} ••••${digits.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Statements: calendar months in India's time zone.

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11` → the instants it starts and ends (exclusive) in India's time zone. */
export function monthRange(month: string): { start: Date; end: Date } {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`not a month: ${month}`);
  const [year, m] = month.split("-").map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS),
  };
}

/** The month (in India) an instant falls in, `2026-11`. */
export function monthOf(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/** `2026-11` → "November 2026". */
export function monthLabel(month: string, locale = "en-IN"): string {
  const { start } = monthRange(month);
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(start);
}

/** A day typed in a date field (`2026-11-05`), as the instant it starts in India. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - IST_OFFSET_MS);
}

// ---------------------------------------------------------------------------------------------------------------
// Weekly payouts.

export const PAYOUT_SCHEDULES = ["on_request", "weekly"] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** Weekly payouts are asked for on Mondays at this hour in India. */
export const WEEKLY_PAYOUT_HOUR_IST = 10;

/** The first Monday 10:00 in India strictly after `after`: when the next weekly payouts are asked for. */
export function nextWeeklyPayout(after: Date): Date {
  const local = new Date(after.getTime() + IST_OFFSET_MS);
  const daysToMonday = (8 - local.getUTCDay()) % 7;
  const candidate = (days: number) =>
    new Date(
      Date.UTC(
        local.getUTCFullYear(),
        local.getUTCMonth(),
        local.getUTCDate() + days,
        WEEKLY_PAYOUT_HOUR_IST,
      ) - IST_OFFSET_MS,
    );
  const thisWeek = candidate(daysToMonday);
  return thisWeek.getTime() > after.getTime() ? thisWeek : candidate(daysToMonday + 7);
}

/** The Monday (in India) a weekly run belongs to, as `2026-11-30`: each is run once. */
export function payoutWeekOf(run: Date): string {
  return new Date(run.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Words.

export const WalletMeanings = {
  pending: `Paid for orders that are on their way or still within their ${ShepayRules.holdDays}-day return window.`,
  available: "Yours to withdraw: delivered orders whose return window has passed, less payouts.",
  requested: "Payouts you asked for that Saheli has not sent yet.",
  paid_out: "Sent to your bank account or UPI ID so far.",
  owed: "Commission and TCS on cash-on-delivery orders, taken from your next earnings.",
  cash: "Cash you collected at the door for cash-on-delivery orders.",
} as const;

/** The one plain sentence the wallet shows about pending and available. */
export const PENDING_VS_AVAILABLE = `Money from an order waits in Pending until the order is delivered and its ${ShepayRules.holdDays}-day return window has passed; then it moves to Available, which you can withdraw.`;

export const ShepayMessages = {
  noShop: "Open a shop to see SHEPay earnings and payouts.",
  invalidUpi: "Enter a UPI ID like name@bank",
  invalidIfsc: "Enter the 11-character IFSC, like HDFC0001234",
  invalidAccountNumber: "Enter the account number: 9 to 18 digits",
  accountHolderRequired: "Enter the account holder's name",
  noPayoutMethod: "Add a UPI ID or bank account in SHEPay settings before asking for a payout.",
  payoutMethodUnavailable: "Payout details cannot be saved or read right now. Please try again later.",
  payoutTooSmall: `A payout must be at least ${formatMoney(ShepayRules.payoutMin, "INR")}.`,
  payoutAboveAvailable: (withdrawable: number) =>
    withdrawable > 0
      ? `You can withdraw up to ${formatMoney(withdrawable, "INR")} now; that is your available balance less payouts already asked for.`
      : "Nothing is available to withdraw yet: money becomes available once an order is delivered and its return window has passed.",
  payoutNotFound: "Payout not found.",
  payoutDecided: "This payout has already been marked paid or failed.",
  payoutsByHand: "Payouts are recorded by hand here: RazorpayX is not set up.",
  payoutUnreachable:
    "RazorpayX could not be reached, so the payout was not sent yet. It stays processing; send it again to finish (it is never sent twice).",
  payoutSentTitle: "Payout on its way",
  payoutSent: (amount: number, method: string) =>
    `${formatMoney(amount, "INR")} is on its way to ${method}; we'll tell you when the bank confirms it.`,
  payoutBounced: (amount: number, reason: string) =>
    `Your payout of ${formatMoney(amount, "INR")} did not reach you: ${reason}. The money is back in your available balance.`,
  weeklyPayoutTitle: "Your weekly payout is on its way",
  weeklyPayout: (amount: number, method: string) =>
    `Saheli asked for your weekly payout of ${formatMoney(amount, "INR")} to ${method}. You will be told when it is sent.`,
  referenceRequired: "Enter the bank or UPI reference (UTR) of the transfer",
  reasonRequired: "Say why the payout failed",
  balanceBelowPayout:
    "Her available balance is now lower than this payout. Mark it failed with the reason; she can ask again.",
  invalidMonth: "Choose a month like 2026-11.",
  invalidRate: "Enter a percentage with at most two decimals",
  adminsOnly: "Only Saheli's admins can do this.",
} as const;

/** Amount fields: positive, at most two decimals. */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}
