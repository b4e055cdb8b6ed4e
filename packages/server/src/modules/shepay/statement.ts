import type { ShepaySettings } from "@saheli/core/contracts/shepay";
import type { Language } from "@saheli/core/i18n/languages";
import {
  hiLedgerKindLabels,
  hiPocketLabels,
  StatementPdfWords as W,
} from "@saheli/core/i18n/notices/documents";
import { localeOf } from "@saheli/core/i18n/notices/words";
import {
  type LedgerKind,
  LedgerKindLabels,
  monthLabel,
  PocketLabels,
  type ShopPocket,
  toRupees,
} from "@saheli/core/shepay";
import {
  amount,
  COLORS,
  CONTENT_WIDTH,
  type Column,
  formatDate,
  heading,
  labelled,
  MARGIN,
  money,
  type Pdf,
  renderPdf,
  rule,
  table,
  write,
} from "../orders/documents/layout.js";
import { CSV_BOM, csvAmount, csvRow, istTimestamp } from "./csv.js";

/** The pockets a statement shows balances of (cash is a record of what she took at the door, not a balance). */
export const STATEMENT_POCKETS = ["pending", "available", "paid_out", "owed"] as const satisfies ShopPocket[];

export type StatementEntry = {
  at: Date;
  kind: LedgerKind;
  pocket: ShopPocket;
  /** Paise. */
  amount: number;
  order_number: string | null;
  memo: string | null;
};

export type StatementData = {
  shop: { name: string; tax_id: string | null };
  month: string;
  generated_at: Date;
  rates: ShepaySettings;
  /** Paise per pocket at the start and the end of the month. */
  opening: Record<(typeof STATEMENT_POCKETS)[number], number>;
  closing: Record<(typeof STATEMENT_POCKETS)[number], number>;
  /** Paise: sales paid (online and cash), refunds, Saheli's commission and TCS (net of reversals), payouts. */
  totals: { sales: number; refunds: number; commission: number; tcs: number; payouts: number };
  entries: StatementEntry[];
};

export const statementFileName = (data: StatementData, ext: "csv" | "pdf") =>
  `SHEPay-statement-${data.month}.${ext}`;

function ratesLine(data: StatementData, l: Language = "en"): string {
  const percent = data.rates.tcs_percent;
  const tcs = data.shop.tax_id
    ? W.tcsRegistered[l]({ percent, gstin: data.shop.tax_id })
    : W.tcsUnregistered[l]({ percent });
  return W.rates[l]({ percent: data.rates.commission_percent, tcs });
}

/** The month's statement as CSV: a summary block, then every entry. */
export function statementCsv(data: StatementData): string {
  let out = CSV_BOM;
  out += csvRow(["SHEPay statement", data.shop.name, monthLabel(data.month)]);
  out += csvRow(["Rates", ratesLine(data)]);
  out += csvRow(["Generated", istTimestamp(data.generated_at)]);
  out += csvRow([]);
  out += csvRow(["Balance (INR)", "Opening", "Closing"]);
  for (const pocket of STATEMENT_POCKETS)
    out += csvRow([PocketLabels[pocket], csvAmount(data.opening[pocket]), csvAmount(data.closing[pocket])]);
  out += csvRow([]);
  out += csvRow(["Sales paid", csvAmount(data.totals.sales)]);
  out += csvRow(["Refunds", csvAmount(data.totals.refunds)]);
  out += csvRow(["Commission to Saheli", csvAmount(data.totals.commission)]);
  out += csvRow(["TCS collected", csvAmount(data.totals.tcs)]);
  out += csvRow(["Payouts", csvAmount(data.totals.payouts)]);
  out += csvRow([]);
  out += csvRow(["Date (IST)", "Kind", "Pocket", "Amount (INR)", "Order", "Details"]);
  for (const entry of data.entries)
    out += csvRow([
      istTimestamp(entry.at),
      LedgerKindLabels[entry.kind],
      PocketLabels[entry.pocket],
      csvAmount(entry.amount),
      entry.order_number,
      entry.memo,
    ]);
  return out;
}

/** ₹1,234.50, or −₹1,234.50 with the sign before the rupee. */
const inr = (paise: number) => `${paise < 0 ? "−" : ""}${money(toRupees(Math.abs(paise)), "INR")}`;

const pocketLabel = (pocket: ShopPocket, l: Language) =>
  l === "hi" ? hiPocketLabels[pocket] : PocketLabels[pocket];
const kindLabel = (kind: LedgerKind, l: Language) =>
  l === "hi" ? hiLedgerKindLabels[kind] : LedgerKindLabels[kind];

function drawSummary(doc: Pdf, data: StatementData, top: number, l: Language): number {
  const half = CONTENT_WIDTH / 2 - 10;
  // Balances: label, opening, closing, in columns.
  let left = heading(doc, W.balances[l](), MARGIN, top);
  const columns = [MARGIN, MARGIN + 92, MARGIN + 92 + (half - 92) / 2];
  const width = (half - 92) / 2;
  write(doc, W.opening[l](), columns[1]!, left, { color: COLORS.muted, width, align: "right" });
  left = write(doc, W.closing[l](), columns[2]!, left, { color: COLORS.muted, width, align: "right" }) + 1;
  for (const pocket of STATEMENT_POCKETS) {
    write(doc, pocketLabel(pocket, l), columns[0]!, left, { color: COLORS.muted, width: 92 });
    write(doc, inr(data.opening[pocket]), columns[1]!, left, { width, align: "right" });
    left = write(doc, inr(data.closing[pocket]), columns[2]!, left, { width, align: "right" }) + 1;
  }
  const x = MARGIN + half + 20;
  let right = heading(doc, W.thisMonth[l](), x, top);
  right = labelled(
    doc,
    [
      [W.salesPaid[l](), inr(data.totals.sales)],
      [W.refunds[l](), inr(data.totals.refunds)],
      [W.commission[l](), inr(data.totals.commission)],
      [W.tcsCollected[l](), inr(data.totals.tcs)],
      [W.payouts[l](), inr(data.totals.payouts)],
    ],
    x,
    right,
    half,
    92,
  );
  return Math.max(left, right) + 12;
}

const columns = (l: Language): Column[] => [
  { header: W.date[l](), width: 62 },
  { header: W.kind[l](), width: 78 },
  { header: W.details[l]() },
  { header: W.pocket[l](), width: 70 },
  { header: W.amount[l](), width: 72, align: "right" },
];

/**
 * The month's statement as an A4 PDF (Noto Sans, ₹), drawn with the order documents' layout helpers, in the
 * owner's language (a ledger entry's details stay as they were recorded).
 */
export function statementPdf(data: StatementData, l: Language = "en"): Promise<Buffer> {
  const locale = localeOf(l);
  return renderPdf(W.document[l]({ month: data.month }), (doc) => {
    write(doc, W.title[l](), MARGIN, MARGIN, { size: 18, bold: true, color: COLORS.brand });
    write(doc, data.shop.name, MARGIN + 220, MARGIN + 4, {
      size: 12,
      bold: true,
      width: CONTENT_WIDTH - 220,
      align: "right",
    });
    let y = write(doc, monthLabel(data.month, locale), MARGIN, MARGIN + 26, { size: 11 });
    y = write(doc, ratesLine(data, l), MARGIN, y + 2, {
      size: 8.5,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
    });
    y = write(doc, W.generated[l]({ date: formatDate(data.generated_at, locale) }), MARGIN, y, {
      size: 8.5,
      color: COLORS.muted,
    });
    rule(doc, y + 6);
    y = drawSummary(doc, data, y + 14, l);
    const rows = data.entries.map((entry) => [
      formatDate(entry.at, locale),
      kindLabel(entry.kind, l),
      { text: entry.memo ?? "", sub: entry.order_number ?? undefined },
      pocketLabel(entry.pocket, l),
      {
        text: `${entry.amount < 0 ? "−" : ""}${amount(Math.abs(entry.amount) / 100)}`,
        bold: entry.kind === "payout",
      },
    ]);
    if (rows.length === 0) write(doc, W.noEntries[l](), MARGIN, y, { color: COLORS.muted });
    else table(doc, columns(l), rows, y);
  });
}
