/**
 * CSV as spreadsheets read it (RFC 4180, CRLF, a BOM so Excel takes UTF-8). A text cell that a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with `'`; numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const CSV_BOM = "\uFEFF";

/** Rupees from paise as a plain number (a spreadsheet adds them up; a minus sign stays a minus sign). */
export const csvAmount = (paise: number) => paise / 100;

const istFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** `2026-11-05 14:03:09` in India's time zone. */
export function istTimestamp(date: Date): string {
  return istFormat.format(date).replace(",", "");
}
