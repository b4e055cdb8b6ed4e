import { currencySymbol } from "@saheli/core/money";
import PDFDocument from "pdfkit";
import { documentFonts } from "./fonts.js";
import type { DocumentAddress, DocumentPayment } from "./types.js";

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 40;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const COLORS = {
  ink: "#1f1f1f",
  muted: "#6b6b6b",
  rule: "#d9cfd4",
  brand: "#9d174d",
  soft: "#fcebf2",
} as const;

export const PaymentLabels: Record<DocumentPayment, string> = {
  cod: "Cash on delivery",
  razorpay: "Paid online",
};

const amountFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    dateFormats.set(locale, format);
  }
  return format;
};

/** 1234.5 → "1,234.50": table cells, whose headers name the currency once. */
export function amount(value: number): string {
  return amountFormat.format(Math.round(value * 100) / 100);
}

/** 1234.5 → "₹1,234.50". */
export function money(value: number, currency: string): string {
  return `${currencySymbol(currency)}${amount(value)}`;
}

/** Dates as India reads them, in India's time zone: "5 Jul 2026" (`hi-IN`: "5 जुल॰ 2026"). */
export function formatDate(date: Date, locale = "en-IN"): string {
  return dateFormat(locale).format(date);
}

/** An address as printed lines, without the name; the country only when it is not India. */
export function addressLines(address: DocumentAddress): string[] {
  const country = /^(india|in)$/i.test(address.country.trim()) ? null : address.country;
  return [
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.pincode}`,
    country,
  ].filter((line): line is string => Boolean(line?.trim()));
}

export type TextStyle = {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: "left" | "center" | "right";
};

function applyStyle(doc: Pdf, style: TextStyle): PDFKit.Mixins.TextOptions {
  doc
    .font(style.bold ? "bold" : "regular")
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? COLORS.ink);
  return { width: style.width, align: style.align ?? "left", lineGap: 1 };
}

/** Writes text at (x, y) and returns the y just below it. */
export function write(doc: Pdf, value: string, x: number, y: number, style: TextStyle = {}): number {
  doc.text(value, x, y, applyStyle(doc, style));
  return doc.y;
}

export function heightOf(doc: Pdf, value: string, style: TextStyle): number {
  return doc.heightOfString(value, applyStyle(doc, style));
}

/** A small coloured heading over a block ("BILL TO"). */
export function heading(doc: Pdf, value: string, x: number, y: number): number {
  return write(doc, value.toUpperCase(), x, y, { size: 7.5, bold: true, color: COLORS.brand }) + 2;
}

export function rule(doc: Pdf, y: number, x = MARGIN, width = CONTENT_WIDTH): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
}

/** Label–value rows, labels muted in their own column; returns the y below the last row. */
export function labelled(
  doc: Pdf,
  rows: [label: string, value: string][],
  x: number,
  y: number,
  width: number,
  labelWidth = 88,
): number {
  let bottom = y;
  for (const [label, value] of rows) {
    write(doc, label, x, bottom, { color: COLORS.muted, width: labelWidth });
    bottom = write(doc, value, x + labelWidth, bottom, { width: width - labelWidth }) + 1;
  }
  return bottom;
}

/** The lowest y content may reach on a page. */
export function pageBottom(doc: Pdf): number {
  return doc.page.height - MARGIN;
}

/** Starts a new page when `needed` points do not fit below y; returns where to continue. */
export function ensureSpace(doc: Pdf, y: number, needed: number): number {
  if (y + needed <= pageBottom(doc)) return y;
  doc.addPage();
  return MARGIN;
}

export type Column = { header: string; width?: number; align?: "left" | "center" | "right" };
export type Cell = string | { text: string; sub?: string; bold?: boolean } | { box: true };

const PAD = 4;
const CELL = { size: 8.5 } as const;
const SUB = { size: 7.5, color: COLORS.muted } as const;

function columnWidths(columns: Column[]): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const flexible = columns.filter((column) => column.width === undefined).length;
  return columns.map((column) => column.width ?? (CONTENT_WIDTH - fixed) / Math.max(flexible, 1));
}

function cellHeight(doc: Pdf, cell: Cell, width: number): number {
  if (typeof cell !== "string" && "box" in cell) return 10;
  const value = typeof cell === "string" ? { text: cell } : cell;
  const main = heightOf(doc, value.text, { ...CELL, bold: value.bold, width });
  return value.sub ? main + heightOf(doc, value.sub, { ...SUB, width }) : main;
}

function drawCell(doc: Pdf, cell: Cell, x: number, y: number, width: number, column: Column): void {
  if (typeof cell !== "string" && "box" in cell) {
    doc
      .rect(x + (width - 10) / 2, y, 10, 10)
      .lineWidth(0.8)
      .strokeColor(COLORS.ink)
      .stroke();
    return;
  }
  const value = typeof cell === "string" ? { text: cell } : cell;
  const bottom = write(doc, value.text, x, y, { ...CELL, bold: value.bold, width, align: column.align });
  if (value.sub) write(doc, value.sub, x, bottom, { ...SUB, width, align: column.align });
}

function rowHeight(doc: Pdf, cells: Cell[], widths: number[]): number {
  return Math.max(...cells.map((cell, i) => cellHeight(doc, cell, widths[i]! - 2 * PAD))) + 2 * PAD;
}

function drawRow(doc: Pdf, cells: Cell[], columns: Column[], widths: number[], y: number): void {
  let x = MARGIN;
  cells.forEach((cell, i) => {
    drawCell(doc, cell, x + PAD, y + PAD, widths[i]! - 2 * PAD, columns[i]!);
    x += widths[i]!;
  });
}

function drawHeader(doc: Pdf, columns: Column[], widths: number[], y: number): number {
  const cells = columns.map((column) => ({ text: column.header, bold: true }));
  const height = rowHeight(doc, cells, widths);
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLORS.soft);
  drawRow(doc, cells, columns, widths, y);
  return y + height;
}

/** A table across the content width; rows that do not fit continue on a new page under a repeated header. */
export function table(doc: Pdf, columns: Column[], rows: Cell[][], y: number): number {
  const widths = columnWidths(columns);
  let top = drawHeader(doc, columns, widths, y);
  for (const cells of rows) {
    const height = rowHeight(doc, cells, widths);
    if (top + height > pageBottom(doc)) {
      doc.addPage();
      top = drawHeader(doc, columns, widths, MARGIN);
    }
    drawRow(doc, cells, columns, widths, top);
    top += height;
    rule(doc, top);
  }
  return top;
}

/** Writes "Page n of m" at the foot of every page when there is more than one. */
function numberPages(doc: Pdf): void {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would otherwise start yet another page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, `Page ${i - start + 1} of ${count}`, MARGIN, doc.page.height - 28, {
      size: 7.5,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: "right",
    });
    doc.page.margins.bottom = margin;
  }
}

/** Draws a document on A4 and returns the PDF's bytes. */
export async function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const fonts = documentFonts();
  // pdfkit takes an opened fontkit font wherever it takes a font file; its type definitions lag behind.
  const regular = fonts.regular as unknown as string;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: regular,
    bufferPages: true,
    info: { Title: title, Author: "Saheli", Creator: "Saheli" },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", fonts.bold as unknown as string);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  numberPages(doc);
  doc.end();
  return done;
}
