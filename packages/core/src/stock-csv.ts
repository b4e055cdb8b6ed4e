import { ListingLimits, ListingMessages, type ListingType } from "./listings";

/**
 * Bulk stock and price update by CSV (issue 19, the vendor's products): the columns of the exported file, how a
 * row of her edited file is read, and what it would change or why it cannot. Nothing here touches a database:
 * the server looks up each row's listing, then asks `planStockRow` about it (for the dry run and again, under
 * the row locks, when she applies it).
 */

export const StockCsvLimits = {
  /** The file she uploads, by its bytes. */
  maxBytes: 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 5000,
} as const;

/** The exported file's columns, in order; an imported file may hold them in any order and leave some out. */
export const STOCK_CSV_COLUMNS = [
  "id",
  "slug",
  "title",
  "price",
  "sale_price",
  "quantity",
  "status",
] as const;
/** The columns an import may change; the others are there so she knows which row is which. */
export const STOCK_CSV_EDITABLE = ["price", "sale_price", "quantity"] as const;
export type StockCsvField = (typeof STOCK_CSV_EDITABLE)[number];

export const StockCsvFieldLabels: Record<StockCsvField, string> = {
  price: "Price",
  sale_price: "Sale price",
  quantity: "Stock",
};

const MB = StockCsvLimits.maxBytes / (1024 * 1024);

export const StockCsvMessages = {
  notText:
    "This file is not a CSV file. Export your listings, edit the file in a spreadsheet and save it as CSV.",
  tooLarge: `The CSV file must be ${MB} MB or smaller`,
  unreadable: (detail: string) => `We couldn't read this CSV file: ${detail}`,
  noIdColumn: "The first row must name the columns and include an id column, as the exported file does",
  noEditableColumn: "The file needs a price, sale_price or quantity column to change anything",
  noRows: "The file has no rows below its column names",
  tooManyRows: `A file can update at most ${StockCsvLimits.maxRows.toLocaleString("en-IN")} listings`,
  idMissing: "The id is missing",
  unknownId: (id: string) => `Unknown id "${id}": none of your listings has it`,
  notHers: "This listing belongs to another shop",
  deleted: "This listing was deleted",
  repeated: (row: number) => `This listing is already in row ${row}`,
  notANumber: (label: string, value: string) => `${label} is not a number: "${value}"`,
  negative: (label: string) => `${label} cannot be negative`,
  tooHigh: (label: string, max: number) => `${label} can be at most ${max.toLocaleString("en-IN")}`,
  quantityNotWhole: (value: string) => `Stock is not a whole number: "${value}"`,
  salePriceTooHigh: ListingMessages.salePriceTooHigh,
  notStocked: "Only products have stock: leave the quantity of downloads and services at 0",
  hasProblems: (n: number) =>
    `${n} ${n === 1 ? "row has a problem" : "rows have problems"}; nothing was changed. Fix the file and try again.`,
} as const;

/** One row's cells by column name; a column the file does not have is undefined (that value stays as it is). */
export type StockCsvCells = { id?: string; price?: string; sale_price?: string; quantity?: string };

/** A column name as people write it: `Sale price`, `SALE_PRICE`, ` sale-price ` are all `sale_price`. */
export function columnKey(name: string): string {
  return name
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** The cells of one record by the header's column names (extra cells and unknown columns are ignored). */
export function cellsOf(header: readonly string[], record: readonly string[]): StockCsvCells {
  const cells: StockCsvCells = {};
  header.forEach((name, index) => {
    const key = columnKey(name);
    if (key === "id" || (STOCK_CSV_EDITABLE as readonly string[]).includes(key)) {
      cells[key as keyof StockCsvCells] = record[index] ?? "";
    }
  });
  return cells;
}

/** A spreadsheet's text cell may come back with the `'` the export put before a leading `-` or `=`. */
const bare = (raw: string) => raw.trim().replace(/^'/, "").trim();

type Parsed = { value: number } | { empty: true } | { problem: string };

/** Rupees as she may type them: `1299`, `1,299.50`, `₹ 1299`, `Rs. 1299`; at most two decimals. */
export function parseAmount(raw: string, label: string): Parsed {
  const text = bare(raw);
  if (text === "") return { empty: true };
  const plain = text.replace(/^(₹|rs\.?|inr)\s*/i, "").replace(/(?<=\d),(?=\d)/g, "");
  if (/^-\s*\d/.test(plain)) return { problem: StockCsvMessages.negative(label) };
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { problem: StockCsvMessages.notANumber(label, text) };
  const value = Number(plain);
  if (value > ListingLimits.priceMax)
    return { problem: StockCsvMessages.tooHigh(label, ListingLimits.priceMax) };
  return { value };
}

/** A whole number of items, 0 to the listing limit. */
export function parseQuantity(raw: string): Parsed {
  const text = bare(raw);
  if (text === "") return { empty: true };
  const plain = text.replace(/(?<=\d),(?=\d)/g, "");
  if (/^-\s*\d/.test(plain)) return { problem: StockCsvMessages.negative("Stock") };
  if (/^\d+\.0*$/.test(plain)) return parseQuantity(plain.replace(/\..*$/, ""));
  if (!/^\d+$/.test(plain)) {
    return {
      problem: /^\d*\.\d+$/.test(plain)
        ? StockCsvMessages.quantityNotWhole(text)
        : StockCsvMessages.notANumber("Stock", text),
    };
  }
  const value = Number(plain);
  if (value > ListingLimits.quantityMax)
    return { problem: StockCsvMessages.tooHigh("Stock", ListingLimits.quantityMax) };
  return { value };
}

/** The listing a row names, as the server found it (undefined: no listing has that id). */
export type StockCsvListing = {
  id: string;
  title: string;
  listing_type: ListingType;
  price: number;
  sale_price: number | null;
  quantity: number;
  /** Her own shop's listing. */
  hers: boolean;
  deleted: boolean;
};

export type StockCsvChange = { field: StockCsvField; from: number | null; to: number | null };
export type StockRowPlan = { changes: StockCsvChange[]; problems: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row's id as a listing id, or null when it cannot be one. */
export function rowId(cells: StockCsvCells): string | null {
  const id = bare(cells.id ?? "").toLowerCase();
  return UUID.test(id) ? id : null;
}

/**
 * What one row would change of the listing it names, or every problem it has, in words she can act on. Empty
 * price or quantity cells keep the value; an empty sale price means no sale price (the export writes it so).
 */
export function planStockRow(cells: StockCsvCells, listing: StockCsvListing | undefined): StockRowPlan {
  const typed = bare(cells.id ?? "");
  if (typed === "") return { changes: [], problems: [StockCsvMessages.idMissing] };
  if (!listing) return { changes: [], problems: [StockCsvMessages.unknownId(typed)] };
  if (!listing.hers) return { changes: [], problems: [StockCsvMessages.notHers] };
  if (listing.deleted) return { changes: [], problems: [StockCsvMessages.deleted] };

  const problems: string[] = [];
  let price = listing.price;
  let salePrice = listing.sale_price;
  let quantity = listing.quantity;
  if (cells.price !== undefined) {
    const parsed = parseAmount(cells.price, "Price");
    if ("problem" in parsed) problems.push(parsed.problem);
    else if ("value" in parsed) price = parsed.value;
  }
  if (cells.sale_price !== undefined) {
    const parsed = parseAmount(cells.sale_price, "Sale price");
    if ("problem" in parsed) problems.push(parsed.problem);
    else salePrice = "value" in parsed ? parsed.value : null;
  }
  if (cells.quantity !== undefined) {
    const parsed = parseQuantity(cells.quantity);
    if ("problem" in parsed) problems.push(parsed.problem);
    else if ("value" in parsed) quantity = parsed.value;
  }
  if (problems.length === 0 && salePrice !== null && salePrice >= price) {
    problems.push(StockCsvMessages.salePriceTooHigh);
  }
  if (listing.listing_type !== "physical" && quantity !== listing.quantity) {
    problems.push(StockCsvMessages.notStocked);
  }
  if (problems.length > 0) return { changes: [], problems };

  const changes: StockCsvChange[] = [];
  if (price !== listing.price) changes.push({ field: "price", from: listing.price, to: price });
  if (salePrice !== listing.sale_price)
    changes.push({ field: "sale_price", from: listing.sale_price, to: salePrice });
  if (quantity !== listing.quantity)
    changes.push({ field: "quantity", from: listing.quantity, to: quantity });
  return { changes, problems: [] };
}

/** Rows (by index) that name a listing an earlier row already named, each with the first such row's index. */
export function repeatedRows(ids: readonly (string | null)[]): Map<number, number> {
  const seen = new Map<string, number>();
  const repeats = new Map<number, number>();
  ids.forEach((id, index) => {
    if (!id) return;
    const earlier = seen.get(id);
    if (earlier === undefined) seen.set(id, index);
    else repeats.set(index, earlier);
  });
  return repeats;
}

/**
 * A CSV cell as spreadsheets read it (RFC 4180). A text cell a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, tab, CR) is prefixed with `'`; numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
