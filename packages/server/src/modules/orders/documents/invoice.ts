import type { Language } from "@saheli/core/i18n/languages";
import { InvoiceWords } from "@saheli/core/i18n/notices/documents";
import { localeOf } from "@saheli/core/i18n/notices/words";
import { amountInHindiWords, amountInWords } from "./amount-in-words.js";
import { type InvoiceFigures, invoiceFigures, type TaxLine } from "./gst.js";
import {
  addressLines,
  amount,
  type Cell,
  COLORS,
  CONTENT_WIDTH,
  type Column,
  ensureSpace,
  formatDate,
  heading,
  labelled,
  MARGIN,
  money,
  type Pdf,
  pageBottom,
  renderPdf,
  rule,
  table,
  write,
} from "./layout.js";
import type { InvoiceData } from "./types.js";

const META_X = MARGIN + 305;
const META_WIDTH = CONTENT_WIDTH - 305;
const W = InvoiceWords;

const BLOCK = 290;

function drawSeller(doc: Pdf, seller: InvoiceData["seller"], top: number, l: Language): number {
  let y = heading(doc, W.soldBy[l](), MARGIN, top);
  y = write(doc, seller.legal_name || seller.shop_name, MARGIN, y, { size: 11, bold: true, width: BLOCK });
  if (seller.legal_name && seller.legal_name !== seller.shop_name) {
    y = write(doc, W.tradingAs[l]({ shop: seller.shop_name }), MARGIN, y, {
      color: COLORS.muted,
      width: BLOCK,
    });
  }
  for (const line of seller.address ? addressLines(seller.address) : []) {
    y = write(doc, line, MARGIN, y, { width: BLOCK });
  }
  const contact = [seller.phone, seller.email].filter(Boolean).join(" · ");
  if (contact) y = write(doc, contact, MARGIN, y, { width: BLOCK });
  return seller.gstin ? write(doc, `GSTIN: ${seller.gstin}`, MARGIN, y + 2, { bold: true }) : y;
}

function drawMeta(doc: Pdf, data: InvoiceData, figures: InvoiceFigures, top: number, l: Language): number {
  const place = figures.place_of_supply;
  const locale = localeOf(l);
  const meta: [string, string][] = [
    [W.invoiceNumber[l](), data.invoice_number],
    [W.invoiceDate[l](), formatDate(data.invoice_date, locale)],
    [W.orderNumber[l](), data.order_number],
    [W.orderDate[l](), formatDate(data.order_date, locale)],
    [W.placeOfSupply[l](), place.code ? `${place.state} (${place.code})` : place.state],
  ];
  if (figures.regime !== "unregistered") meta.push([W.reverseCharge[l](), W.no[l]()]);
  return labelled(doc, meta, META_X, top, META_WIDTH);
}

function drawBuyer(
  doc: Pdf,
  buyer: InvoiceData["buyer"],
  figures: InvoiceFigures,
  top: number,
  l: Language,
): number {
  const place = figures.place_of_supply;
  let y = heading(doc, W.billTo[l](), MARGIN, top);
  y = write(doc, buyer.name, MARGIN, y, { size: 10, bold: true, width: BLOCK });
  for (const line of addressLines(buyer)) y = write(doc, line, MARGIN, y, { width: BLOCK });
  if (buyer.phone) y = write(doc, W.phone[l]({ phone: buyer.phone }), MARGIN, y);
  return write(doc, W.state[l]({ state: place.state, code: place.code || null }), MARGIN, y);
}

function taxCell(value: number, rate: number | null): Cell {
  return { text: amount(value), sub: rate === null ? undefined : `@ ${rate}%` };
}

function lineTable(doc: Pdf, figures: InvoiceFigures, y: number, l: Language): number {
  const start: Column[] = [
    { header: "#", width: 20 },
    { header: W.item[l]() },
    { header: "HSN", width: 46 },
    { header: W.quantity[l](), width: 30, align: "right" },
  ];
  const end: Column = { header: W.amount[l](), width: 66, align: "right" };
  const head = (line: TaxLine, i: number): Cell[] => [
    String(i + 1),
    { text: line.title, sub: line.variant ?? undefined },
    line.hsn ?? "",
    String(line.quantity),
  ];
  if (figures.regime === "unregistered") {
    const columns = [...start, { header: W.unitPrice[l](), width: 70, align: "right" as const }, end];
    const rows = figures.lines.map((line, i) => [
      ...head(line, i),
      amount(line.unit_price),
      amount(line.amount),
    ]);
    return table(doc, columns, rows, y);
  }
  const taxColumns: Column[] =
    figures.regime === "intra"
      ? [
          { header: "CGST (₹)", width: 52, align: "right" },
          { header: "SGST (₹)", width: 52, align: "right" },
        ]
      : [{ header: "IGST (₹)", width: 60, align: "right" }];
  const columns: Column[] = [
    ...start,
    { header: W.priceWithGst[l](), width: 58, align: "right" },
    { header: W.taxableColumn[l](), width: 62, align: "right" },
    ...taxColumns,
    end,
  ];
  const rows = figures.lines.map((line, i) => {
    const half = line.rate === null ? null : line.rate / 2;
    const tax =
      figures.regime === "intra"
        ? [taxCell(line.cgst, half), taxCell(line.sgst, half)]
        : [taxCell(line.igst, line.rate)];
    return [...head(line, i), amount(line.unit_price), amount(line.taxable), ...tax, amount(line.amount)];
  });
  return table(doc, columns, rows, y);
}

function taxTotals(figures: InvoiceFigures, l: Language): [label: string, value: number][] {
  if (figures.regime === "unregistered") return [];
  const split: [string, number][] =
    figures.regime === "intra"
      ? [
          ["CGST", figures.cgst],
          ["SGST", figures.sgst],
        ]
      : [["IGST", figures.igst]];
  return [[W.taxable[l](), figures.taxable], ...split, [W.totalTax[l](), figures.tax]];
}

function drawTotals(doc: Pdf, data: InvoiceData, figures: InvoiceFigures, top: number, l: Language): number {
  const rows = taxTotals(figures, l);
  const x = MARGIN + CONTENT_WIDTH - 220;
  let y = ensureSpace(doc, top + 8, 22 + 14 * rows.length + 60);
  for (const [label, value] of rows) {
    write(doc, label, x, y, { color: COLORS.muted, width: 120 });
    y = write(doc, money(value, data.currency), x + 120, y, { width: 100, align: "right" }) + 2;
  }
  if (rows.length > 0) rule(doc, y + 2, x, 220);
  write(doc, W.grandTotal[l](), x, y + 7, { size: 11, bold: true, width: 120 });
  y = write(doc, money(figures.total, data.currency), x + 100, y + 7, {
    size: 11,
    bold: true,
    width: 120,
    align: "right",
  });
  y = write(doc, W.inWords[l](), MARGIN, y + 10, { color: COLORS.muted });
  const words = l === "hi" ? amountInHindiWords(figures.total) : amountInWords(figures.total);
  y = write(doc, words, MARGIN, y, { bold: true, width: CONTENT_WIDTH });
  if (rows.length > 0) y = write(doc, W.taxNote[l](), MARGIN, y + 6, { size: 7.5, color: COLORS.muted });
  return y;
}

function drawFooter(doc: Pdf, data: InvoiceData, top: number, l: Language): void {
  const height = 34;
  let y = Math.max(top + 16, pageBottom(doc) - height);
  if (y + height > pageBottom(doc)) {
    doc.addPage();
    y = pageBottom(doc) - height;
  }
  rule(doc, y);
  const line = W.footer[l]({ n: data.order_number, cod: data.payment === "cod" });
  y = write(doc, line, MARGIN, y + 6, { size: 8, width: CONTENT_WIDTH, align: "center" });
  write(doc, W.noSignature[l](), MARGIN, y + 1, {
    size: 8,
    color: COLORS.muted,
    width: CONTENT_WIDTH,
    align: "center",
  });
}

/**
 * A GST tax invoice (or, from a seller without a GSTIN, a bill of supply) for one order, as a PDF, in the
 * reader's language (names, addresses and items stay as written).
 */
export async function renderInvoice(data: InvoiceData, l: Language = "en"): Promise<Buffer> {
  const figures = invoiceFigures(data);
  // A document that disagrees with the order it is for must not be issued.
  if (Math.round(figures.total * 100) !== Math.round(data.total * 100)) {
    throw new Error(
      `Invoice ${data.invoice_number}: lines and shipping come to ${figures.total}, the order to ${data.total}`,
    );
  }
  const registered = figures.regime !== "unregistered";
  const title = registered ? W.taxInvoice[l]() : W.billOfSupply[l]();
  return renderPdf(`${title} ${data.invoice_number}`, (doc) => {
    let y = write(doc, title, MARGIN, MARGIN, { size: 18, bold: true, color: COLORS.brand });
    write(doc, W.original[l](), MARGIN, MARGIN + 6, {
      size: 8,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: "right",
    });
    if (!registered) y = write(doc, W.unregistered[l](), MARGIN, y, { bold: true });
    rule(doc, y + 6);
    const top = y + 14;
    y = Math.max(drawSeller(doc, data.seller, top, l), drawMeta(doc, data, figures, top, l));
    y = drawBuyer(doc, data.buyer, figures, y + 12, l) + 12;
    y = lineTable(doc, figures, y, l);
    y = drawTotals(doc, data, figures, y, l);
    drawFooter(doc, data, y, l);
  });
}
