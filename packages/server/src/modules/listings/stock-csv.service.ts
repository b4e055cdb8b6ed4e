import type { StockCsvReport, StockCsvRow } from "@saheli/core/contracts/vendor-products";
import { AppErrorCode } from "@saheli/core/errors";
import { ListingMessages } from "@saheli/core/listings";
import {
  cellsOf,
  columnKey,
  csvLine,
  planStockRow,
  repeatedRows,
  rowId,
  STOCK_CSV_COLUMNS,
  STOCK_CSV_EDITABLE,
  type StockCsvCells,
  StockCsvLimits,
  type StockCsvListing,
  StockCsvMessages,
} from "@saheli/core/stock-csv";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { listings } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { ShopsService } from "../shops/shops.service.js";
import type { SimilarListings } from "./similar-cache.js";
import { addStockChange, csvListings, exportRows } from "./stock.queries.js";

const BOM = "\uFEFF";

/** Control characters other than tab, line feed, carriage return and form feed. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return true;
  }
  return false;
}

/** The file's bytes as text, or a 415 when they are not UTF-8 text (checked by content, never by name). */
export function csvText(bytes: Buffer): string {
  if (bytes.length > StockCsvLimits.maxBytes)
    throw new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, StockCsvMessages.tooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, StockCsvMessages.notText);
  }
  // Binary files that happen to be valid UTF-8 (NULs, other control characters) are not CSV either.
  if (hasControlCharacters(text))
    throw new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, StockCsvMessages.notText);
  return text.replace(/^\uFEFF/, "");
}

/** The file's rows as cells by column, with their line numbers; file-wide problems are a 400 in words. */
export function csvRows(text: string): { line: number; cells: StockCsvCells }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw AppError.badRequest(StockCsvMessages.unreadable((error as Error).message));
  }
  const [first, ...body] = records;
  const header = first?.record ?? [];
  const keys = header.map(columnKey);
  if (!keys.includes("id")) throw AppError.badRequest(StockCsvMessages.noIdColumn);
  if (!keys.some((key) => (STOCK_CSV_EDITABLE as readonly string[]).includes(key)))
    throw AppError.badRequest(StockCsvMessages.noEditableColumn);
  if (body.length === 0) throw AppError.badRequest(StockCsvMessages.noRows);
  if (body.length > StockCsvLimits.maxRows) throw AppError.badRequest(StockCsvMessages.tooManyRows);
  // The line a spreadsheet shows for the row (blank lines are skipped, so not its place among the records).
  return body.map(({ record, info }) => ({ line: info.lines, cells: cellsOf(header, record) }));
}

type Planned = { rows: StockCsvRow[]; byId: Map<string, StockCsvListing> };

/** Every row's plan against the listings as they are now (read, or locked, by the caller). */
function planRows(
  rows: { line: number; cells: StockCsvCells }[],
  found: readonly StockCsvListing[],
): Planned {
  const byId = new Map(found.map((listing) => [listing.id, listing]));
  const ids = rows.map((row) => rowId(row.cells));
  const repeats = repeatedRows(ids);
  const planned = rows.map((row, index): StockCsvRow => {
    const id = ids[index] ?? null;
    const listing = id ? byId.get(id) : undefined;
    const plan = planStockRow(row.cells, listing);
    const earlier = repeats.get(index);
    const problems =
      earlier === undefined
        ? plan.problems
        : [StockCsvMessages.repeated(rows[earlier]?.line ?? 0), ...plan.problems];
    return {
      row: row.line,
      id: id ?? (row.cells.id?.trim() || null),
      // Another shop's listing is not named to her.
      title: listing?.hers ? listing.title : null,
      changes: problems.length > 0 ? [] : plan.changes,
      problems,
    };
  });
  return { rows: planned, byId };
}

function report(rows: StockCsvRow[], dryRun: boolean, applied: boolean): StockCsvReport {
  const problems = rows.filter((row) => row.problems.length > 0).length;
  const changed = rows.filter((row) => row.changes.length > 0).length;
  const summary = { changed, unchanged: rows.length - problems - changed, problems };
  const message =
    problems > 0
      ? StockCsvMessages.hasProblems(problems)
      : applied
        ? `${changed} ${changed === 1 ? "listing" : "listings"} updated`
        : changed === 0
          ? "Nothing would change"
          : `${changed} ${changed === 1 ? "listing" : "listings"} would change`;
  return { dry_run: dryRun, applied, rows, summary, message };
}

/** Thrown inside the transaction to undo it when the rows changed under her between the read and the locks. */
class Stale extends Error {
  constructor(readonly rows: StockCsvRow[]) {
    super("stale");
  }
}

/** Bulk stock and price update: her listings as CSV, and her edited file read back (dry run, then applied). */
export function stockCsvService({
  db,
  clock,
  bus,
  similar,
  shops,
}: {
  db: Db;
  clock: Clock;
  bus: Bus;
  similar: Pick<SimilarListings, "forget">;
  shops: Pick<ShopsService, "openShopOf">;
}) {
  async function shopOf(userId: string) {
    const shop = await shops.openShopOf(userId);
    if (!shop) throw new AppError(AppErrorCode.SHOP_ACCESS_DENIED, 403, ListingMessages.shopAccessDenied);
    return shop;
  }

  async function exportCsv(userId: string) {
    const shop = await shopOf(userId);
    const rows = await exportRows(db, shop.id);
    const lines = rows.map((row) =>
      csvLine([
        row.id,
        row.slug,
        row.title,
        row.price,
        row.sale_price,
        row.quantity,
        row.is_active ? "active" : "hidden",
      ]),
    );
    return {
      csv: BOM + csvLine(STOCK_CSV_COLUMNS) + lines.join(""),
      fileName: `${shop.slug}-listings.csv`,
    };
  }

  /** Writes the planned changes of rows that all passed, under the rows' locks. */
  async function write(
    tx: Executor,
    userId: string,
    rows: StockCsvRow[],
    byId: Map<string, StockCsvListing>,
  ) {
    const now = clock.now();
    for (const row of rows) {
      if (row.changes.length === 0 || !row.id) continue;
      const listing = byId.get(row.id)!;
      const patch: Partial<typeof listings.$inferInsert> = { updated_at: now };
      for (const change of row.changes) {
        if (change.field === "sale_price") patch.sale_price = change.to;
        else patch[change.field] = change.to ?? 0;
      }
      await tx.update(listings).set(patch).where(eq(listings.id, row.id));
      const quantity = row.changes.find((change) => change.field === "quantity");
      if (quantity) {
        await addStockChange(tx, {
          listingId: row.id,
          delta: (quantity.to ?? 0) - listing.quantity,
          quantityAfter: quantity.to ?? 0,
          reason: "csv",
          actorId: userId,
          at: now,
        });
      }
    }
  }

  /**
   * Her edited file: the report of every row. Applied (not a dry run) only when every row is fine, all in one
   * transaction with her listings' rows locked in id order and planned again under the locks; any problem and
   * nothing is written.
   */
  async function importCsv(userId: string, bytes: Buffer, dryRun: boolean): Promise<StockCsvReport> {
    await shopOf(userId);
    const rows = csvRows(csvText(bytes));
    const ids = [...new Set(rows.map((row) => rowId(row.cells)).filter((id): id is string => id !== null))];
    const first = planRows(rows, await csvListings(db, ids, userId, false));
    const hasProblems = first.rows.some((row) => row.problems.length > 0);
    if (dryRun || hasProblems) return report(first.rows, dryRun, false);

    let applied: StockCsvRow[];
    try {
      applied = await db.transaction(async (tx) => {
        // Every row named one of her listings, so only hers are locked.
        const locked = planRows(rows, await csvListings(tx, ids, userId, true));
        if (locked.rows.some((row) => row.problems.length > 0)) throw new Stale(locked.rows);
        await write(tx, userId, locked.rows, locked.byId);
        return locked.rows;
      });
    } catch (error) {
      if (error instanceof Stale) return report(error.rows, false, false);
      throw error;
    }
    const changed = applied.filter((row) => row.changes.length > 0 && row.id);
    if (changed.length > 0) similar.forget();
    for (const row of changed) {
      await bus.publish(`listing:${row.id}`, { name: "listing-updated", data: { listingId: row.id! } });
    }
    return report(applied, false, true);
  }

  return { exportCsv, importCsv };
}

export type StockCsvService = ReturnType<typeof stockCsvService>;
