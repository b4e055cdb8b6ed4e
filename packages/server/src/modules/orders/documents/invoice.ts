import { amountInWords } from "./amount-in-words.js";
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
  PaymentLabels,
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
const TAX_NOTE = "Prices include GST. Shipping is taxed at the highest rate among the items.";

const BLOCK = 290;

function drawSeller(doc: Pdf, seller: InvoiceData["seller"], top: number): number {
  let y = heading(doc, "Sold by", MARGIN, top);
  y = write(doc, seller.legal_name || seller.shop_name, MARGIN, y, { size: 11, bold: true, width: BLOCK });
  if (seller.legal_name && seller.legal_name !== seller.shop_name) {
    y = write(doc, `Trading as ${seller.shop_name}`, MARGIN, y, { color: COLORS.muted, width: BLOCK });
  }
  for (const line of seller.address ? addressLines(seller.address) : []) {
    y = write(doc, line, MARGIN, y, { width: BLOCK });
  }
  const contact = [seller.phone, seller.email].filter(Boolean).join(" · ");
  if (contact) y = write(doc, contact, MARGIN, y, { width: BLOCK });
  return seller.gstin ? write(doc, `GSTIN: ${seller.gstin}`, MARGIN, y + 2, { bold: true }) : y;
}

function drawMeta(doc: Pdf, data: InvoiceData, figures: InvoiceFigures, top: number): number {
  const place = figures.place_of_supply;
  const meta: [string, string][] = [
    ["Invoice no.", data.invoice_number],
    ["Invoice date", formatDate(data.invoice_date)],
    ["Order no.", data.order_number],
    ["Order date", formatDate(data.order_date)],
    ["Place of supply", place.code ? `${place.state} (${place.code})` : place.state],
  ];
  if (figures.regime !== "unregistered") meta.push(["Reverse charge", "No"]);
  return labelled(doc, meta, META_X, top, META_WIDTH);
}

function drawBuyer(doc: Pdf, buyer: InvoiceData["buyer"], figures: InvoiceFigures, top: number): number {
  const place = figures.place_of_supply;
  let y = heading(doc, "Bill to / Ship to", MARGIN, top);
  y = write(doc, buyer.name, MARGIN, y, { size: 10, bold: true, width: BLOCK });
  for (const line of addressLines(buyer)) y = write(doc, line, MARGIN, y, { width: BLOCK });
  if (buyer.phone) y = write(doc, `Phone: ${buyer.phone}`, MARGIN, y);
  const state = place.code ? `State: ${place.state}, State code: ${place.code}` : `State: ${place.state}`;
  return write(doc, state, MARGIN, y);
}

function taxCell(value: number, rate: number | null): Cell {
  return { text: amount(value), sub: rate === null ? undefined : `@ ${rate}%` };
}

function lineTable(doc: Pdf, figures: InvoiceFigures, y: number): number {
  const start: Column[] = [
    { header: "#", width: 20 },
    { header: "Item" },
    { header: "HSN", width: 46 },
    { header: "Qty", width: 30, align: "right" },
  ];
  const end: Column = { header: "Amount (₹)", width: 66, align: "right" };
  const head = (line: TaxLine, i: number): Cell[] => [
    String(i + 1),
    { text: line.title, sub: line.variant ?? undefined },
    line.hsn ?? "",
    String(line.quantity),
  ];
  if (figures.regime === "unregistered") {
    const columns = [...start, { header: "Unit price (₹)", width: 70, align: "right" as const }, end];
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
    { header: "Price incl. GST (₹)", width: 58, align: "right" },
    { header: "Taxable value (₹)", width: 62, align: "right" },
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

function taxTotals(figures: InvoiceFigures): [label: string, value: number][] {
  if (figures.regime === "unregistered") return [];
  const split: [string, number][] =
    figures.regime === "intra"
      ? [
          ["CGST", figures.cgst],
          ["SGST", figures.sgst],
        ]
      : [["IGST", figures.igst]];
  return [["Taxable value", figures.taxable], ...split, ["Total tax", figures.tax]];
}

function drawTotals(doc: Pdf, data: InvoiceData, figures: InvoiceFigures, top: number): number {
  const rows = taxTotals(figures);
  const x = MARGIN + CONTENT_WIDTH - 220;
  let y = ensureSpace(doc, top + 8, 22 + 14 * rows.length + 60);
  for (const [label, value] of rows) {
    write(doc, label, x, y, { color: COLORS.muted, width: 120 });
    y = write(doc, money(value, data.currency), x + 120, y, { width: 100, align: "right" }) + 2;
  }
  if (rows.length > 0) rule(doc, y + 2, x, 220);
  write(doc, "Grand total", x, y + 7, { size: 11, bold: true, width: 120 });
  y = write(doc, money(figures.total, data.currency), x + 100, y + 7, {
    size: 11,
    bold: true,
    width: 120,
    align: "right",
  });
  y = write(doc, "Amount in words", MARGIN, y + 10, { color: COLORS.muted });
  y = write(doc, amountInWords(figures.total), MARGIN, y, { bold: true, width: CONTENT_WIDTH });
  if (rows.length > 0) y = write(doc, TAX_NOTE, MARGIN, y + 6, { size: 7.5, color: COLORS.muted });
  return y;
}

function drawFooter(doc: Pdf, data: InvoiceData, top: number): void {
  const height = 34;
  let y = Math.max(top + 16, pageBottom(doc) - height);
  if (y + height > pageBottom(doc)) {
    doc.addPage();
    y = pageBottom(doc) - height;
  }
  rule(doc, y);
  const line = `Sold through Saheli (marketplace) · Order ${data.order_number} · Payment: ${PaymentLabels[data.payment]}`;
  y = write(doc, line, MARGIN, y + 6, { size: 8, width: CONTENT_WIDTH, align: "center" });
  write(doc, "This is a computer-generated invoice; no signature is required.", MARGIN, y + 1, {
    size: 8,
    color: COLORS.muted,
    width: CONTENT_WIDTH,
    align: "center",
  });
}

/** A GST tax invoice (or, from a seller without a GSTIN, a bill of supply) for one order, as a PDF. */
export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const figures = invoiceFigures(data);
  // A document that disagrees with the order it is for must not be issued.
  if (Math.round(figures.total * 100) !== Math.round(data.total * 100)) {
    throw new Error(
      `Invoice ${data.invoice_number}: lines and shipping come to ${figures.total}, the order to ${data.total}`,
    );
  }
  const registered = figures.regime !== "unregistered";
  const title = registered ? "Tax Invoice" : "Bill of Supply";
  return renderPdf(`${title} ${data.invoice_number}`, (doc) => {
    let y = write(doc, title, MARGIN, MARGIN, { size: 18, bold: true, color: COLORS.brand });
    write(doc, "Original for recipient", MARGIN, MARGIN + 6, {
      size: 8,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: "right",
    });
    if (!registered) y = write(doc, "Seller not registered under GST", MARGIN, y, { bold: true });
    rule(doc, y + 6);
    const top = y + 14;
    y = Math.max(drawSeller(doc, data.seller, top), drawMeta(doc, data, figures, top));
    y = drawBuyer(doc, data.buyer, figures, y + 12) + 12;
    y = lineTable(doc, figures, y);
    y = drawTotals(doc, data, figures, y);
    drawFooter(doc, data, y);
  });
}
