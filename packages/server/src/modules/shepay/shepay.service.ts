import type {
  HistoryPage,
  HistorySide,
  historyQuerySchema,
  LedgerEntry,
  Payout,
  PayoutStatus,
  payoutMethodInputSchema,
  ShepayPreferences,
  ShepayPreferencesInput,
  Wallet,
} from "@saheli/core/contracts/shepay";
import { CursorMessages, encodeCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import {
  Accounts,
  dayStart,
  type LedgerKind,
  LedgerKindLabels,
  monthRange,
  type PayoutSchedule,
  PENDING_VS_AVAILABLE,
  PocketLabels,
  pocketOf,
  ShepayMessages,
  ShepayRules,
  type ShopPocket,
  toPaise,
  toRupees,
  WalletMeanings,
} from "@saheli/core/shepay";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { profileLanguage } from "../language/language.queries.js";
import { CSV_BOM, csvAmount, csvRow, istTimestamp } from "./csv.js";
import type { PayoutVault } from "./payout-vault.js";
import { readRates } from "./rates.js";
import {
  balancesBefore,
  balancesOf,
  historyRows,
  insertPayout,
  lockShop,
  orderFlowsOf,
  recentPayouts,
  requestedTotal,
  setPayoutMethod,
  setPayoutSchedule,
  setStatementsByEmail,
  shopOfOwner,
} from "./shepay.queries.js";
import {
  STATEMENT_POCKETS,
  type StatementData,
  statementCsv,
  statementFileName,
  statementPdf,
} from "./statement.js";
import { withdrawablePaise } from "./withdrawable.js";

type HistoryQuery = z.output<typeof historyQuerySchema>;
type PayoutMethodInput = z.output<typeof payoutMethodInputSchema>;
type PayoutRow = Awaited<ReturnType<typeof recentPayouts>>[number];

export type ShepayServiceDeps = { db: Db; clock: Clock; vault: PayoutVault };

const noShop = () => new AppError(AppErrorCode.NOT_FOUND, 404, ShepayMessages.noShop);
const refused = (message: string) => new AppError(AppErrorCode.CONFLICT, 409, message);
const DAY_MS = 86_400_000;

export function payoutView(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: row.amount,
    method_display: row.method_display,
    status: row.status as PayoutStatus,
    reference: row.reference,
    failure_reason: row.failure_reason,
    automatic: row.automatic,
    requested_at: row.requested_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

const shopAccounts = (shopId: string) => [
  Accounts.pending(shopId),
  Accounts.available(shopId),
  Accounts.paidOut(shopId),
  Accounts.owed(shopId),
  Accounts.cash(shopId),
];

/**
 * SHEPay for the people it belongs to (issue 19 §4): her shop's wallet, history, payout method, payout requests
 * and monthly statements, and a buyer's own payments and refunds. Every read is scoped by who asks: a shop's
 * accounts are found from the signed-in owner, never from an id in the request.
 */
export function shepayService({ db, clock, vault }: ShepayServiceDeps) {
  async function myShop(userId: string) {
    const shop = await shopOfOwner(db, userId);
    if (!shop) throw noShop();
    return shop;
  }

  async function wallet(userId: string): Promise<Wallet> {
    const shop = await myShop(userId);
    const [balances, requested, rates, payouts] = await Promise.all([
      balancesOf(db, shopAccounts(shop.id)),
      requestedTotal(db, shop.id),
      readRates(db),
      recentPayouts(db, shop.id, 10),
    ]);
    const of = (account: string) => balances.get(account) ?? 0;
    const available = of(Accounts.available(shop.id));
    const figure = (paise: number, meaning: string) => ({ amount: toRupees(paise), meaning });
    return {
      shop: { id: shop.id, name: shop.name, registered: Boolean(shop.tax_id?.trim()) },
      currency: "INR",
      pending: figure(of(Accounts.pending(shop.id)), WalletMeanings.pending),
      available: figure(available, WalletMeanings.available),
      requested: figure(requested, WalletMeanings.requested),
      withdrawable: toRupees(Math.max(0, available - requested)),
      paid_out: figure(of(Accounts.paidOut(shop.id)), WalletMeanings.paid_out),
      owed: figure(Math.max(0, -of(Accounts.owed(shop.id))), WalletMeanings.owed),
      cash: figure(of(Accounts.cash(shop.id)), WalletMeanings.cash),
      explanation: PENDING_VS_AVAILABLE,
      rates,
      payout_method: shop.payout_method_display
        ? {
            type: shop.payout_method_display.startsWith("UPI ") ? "upi" : "bank",
            display: shop.payout_method_display,
          }
        : null,
      statements_by_email: shop.statements_by_email,
      payouts: payouts.map(payoutView),
    };
  }

  /** Her shop's accounts, or her own as a buyer; without a choice, her shop's when she has one. */
  async function sideOf(userId: string, side: HistorySide | undefined) {
    if (side === "buyer") return { side, accounts: [Accounts.buyer(userId)] };
    const shop = await shopOfOwner(db, userId);
    if (shop) return { side: "shop" as const, accounts: shopAccounts(shop.id) };
    if (side === "shop") throw noShop();
    return { side: "buyer" as const, accounts: [Accounts.buyer(userId)] };
  }

  function filterOf(query: HistoryQuery, accounts: string[]) {
    if (query.cursor && query.cursor.score === undefined)
      throw new AppError(AppErrorCode.BAD_REQUEST, 400, CursorMessages.invalid);
    return {
      accounts,
      kind: query.kind,
      from: query.from ? dayStart(query.from) : undefined,
      to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
      after: query.cursor ? { at: query.cursor.at, entryId: query.cursor.score! } : null,
    };
  }

  function entryView(row: Awaited<ReturnType<typeof historyRows>>[number]): LedgerEntry {
    return {
      id: row.id,
      txn_id: row.txn_id,
      at: row.created_at.toISOString(),
      kind: row.kind as LedgerKind,
      pocket: pocketOf(row.account) as ShopPocket | "buyer",
      amount: row.amount,
      order_number: row.order_number,
      shop_name: row.shop_name,
      memo: row.memo,
    };
  }

  /** Every entry of her accounts, newest first, filtered by kind and dates, 50 at a time. */
  async function history(userId: string, query: HistoryQuery): Promise<HistoryPage> {
    const { side, accounts } = await sideOf(userId, query.side);
    const limit = ShepayRules.historyPageSize;
    const rows = await historyRows(db, { ...filterOf(query, accounts), limit });
    const last = rows[limit - 1];
    return {
      side,
      items: rows.slice(0, limit).map(entryView),
      next_cursor:
        rows.length > limit && last
          ? encodeCursor({ at: last.cursor_at, id: last.txn_id, score: last.id })
          : null,
    };
  }

  /** The same entries as a CSV file (every page, up to 50,000 rows). */
  async function historyCsv(userId: string, query: HistoryQuery) {
    const { side, accounts } = await sideOf(userId, query.side);
    const filter = filterOf({ ...query, cursor: null }, accounts);
    let out = `${CSV_BOM}${csvRow(["Date (IST)", "Kind", "Pocket", "Amount (INR)", "Order", "Shop", "Details", "Transaction"])}`;
    let after: { at: string; entryId: number } | null = null;
    let count = 0;
    const chunk = 1000;
    while (count < ShepayRules.csvMaxRows) {
      const rows = await historyRows(db, { ...filter, after, limit: chunk });
      for (const row of rows.slice(0, chunk)) {
        const pocket = pocketOf(row.account) as ShopPocket | "buyer";
        out += csvRow([
          istTimestamp(row.created_at),
          LedgerKindLabels[row.kind as LedgerKind],
          PocketLabels[pocket],
          csvAmount(toPaise(row.amount)),
          row.order_number,
          row.shop_name,
          row.memo,
          row.txn_id,
        ]);
      }
      count += Math.min(rows.length, chunk);
      const last = rows[chunk - 1];
      if (rows.length <= chunk || !last) break;
      after = { at: last.cursor_at, entryId: last.id };
    }
    return { csv: out, fileName: `SHEPay-${side === "shop" ? "shop" : "payments"}-history.csv` };
  }

  async function preferences(userId: string): Promise<ShepayPreferences> {
    const shop = await myShop(userId);
    return {
      payout_method: shop.payout_method_display
        ? {
            type: shop.payout_method_display.startsWith("UPI ") ? "upi" : "bank",
            display: shop.payout_method_display,
          }
        : null,
      statements_by_email: shop.statements_by_email,
      payout_schedule: shop.payout_schedule as PayoutSchedule,
    };
  }

  async function setPreferences(userId: string, input: ShepayPreferencesInput) {
    const shop = await myShop(userId);
    if (input.statements_by_email !== undefined)
      await setStatementsByEmail(db, shop.id, input.statements_by_email, clock.now());
    if (input.payout_schedule !== undefined)
      await setPayoutSchedule(db, shop.id, input.payout_schedule, clock.now());
    return preferences(userId);
  }

  /** Her UPI ID or bank account: sealed at rest, only its masked form kept readable. */
  async function savePayoutMethod(userId: string, input: PayoutMethodInput) {
    const shop = await myShop(userId);
    await setPayoutMethod(db, shop.id, vault.seal(shop.id, input), clock.now());
    return preferences(userId);
  }

  /**
   * A payout of up to her available balance less payouts already asked for, decided under her shop's row lock so
   * that two requests at once cannot both spend the same money.
   */
  async function requestPayout(userId: string, amount: number): Promise<Payout> {
    const shop = await myShop(userId);
    if (!shop.payout_method_display || !shop.payout_method_enc) throw refused(ShepayMessages.noPayoutMethod);
    const wanted = toPaise(amount);
    const payout = await db.transaction(async (tx) => {
      await lockShop(tx, shop.id);
      const withdrawable = await withdrawablePaise(tx, shop.id);
      if (wanted > withdrawable) throw refused(ShepayMessages.payoutAboveAvailable(toRupees(withdrawable)));
      return insertPayout(tx, {
        shop_id: shop.id,
        amount: toRupees(wanted),
        method_display: shop.payout_method_display!,
        status: "requested",
        requested_by: userId,
        requested_at: clock.now(),
      });
    });
    return payoutView(payout);
  }

  async function statementData(shop: { id: string; name: string; tax_id: string | null }, month: string) {
    const { start, end } = monthRange(month);
    const accounts = shopAccounts(shop.id);
    const [opening, closing, flows, rates] = await Promise.all([
      balancesBefore(db, accounts, start),
      balancesBefore(db, accounts, end),
      orderFlowsOf(db, shop.id, start, end),
      readRates(db),
    ]);
    const entries: StatementData["entries"] = [];
    let after: { at: string; entryId: number } | null = null;
    for (;;) {
      const rows = await historyRows(db, { accounts, from: start, to: end, after, limit: 1000 });
      for (const row of rows.slice(0, 1000))
        entries.push({
          at: row.created_at,
          kind: row.kind as LedgerKind,
          pocket: pocketOf(row.account) as ShopPocket,
          amount: toPaise(row.amount),
          order_number: row.order_number,
          memo: row.memo,
        });
      const last = rows[999];
      if (rows.length <= 1000 || !last) break;
      after = { at: last.cursor_at, entryId: last.id };
    }
    entries.reverse();
    const sum = (keep: (entry: StatementEntryLike) => boolean) =>
      entries.filter(keep).reduce((total, entry) => total + entry.amount, 0);
    const pick = (balances: Map<string, number>) =>
      Object.fromEntries(
        STATEMENT_POCKETS.map((pocket) => [pocket, balances.get(`shop:${shop.id}:${pocket}`) ?? 0]),
      ) as StatementData["opening"];
    const data: StatementData = {
      shop: { name: shop.name, tax_id: shop.tax_id?.trim() || null },
      month,
      generated_at: clock.now(),
      rates,
      opening: pick(opening),
      closing: pick(closing),
      totals: {
        sales: sum(
          (e) =>
            (e.kind === "payment" && e.pocket === "pending") ||
            (e.kind === "cod_collected" && e.pocket === "cash"),
        ),
        refunds: -flows.refunds,
        commission: flows.commission,
        tcs: flows.tcs,
        payouts: sum((e) => e.kind === "payout" && e.pocket === "paid_out"),
      },
      entries,
    };
    return data;
  }

  /** Her statement of one month (India's calendar), as CSV or PDF. */
  async function statement(userId: string, month: string, format: "csv" | "pdf") {
    const shop = await myShop(userId);
    const data = await statementData(shop, month);
    return format === "csv"
      ? {
          body: Buffer.from(statementCsv(data)),
          type: "text/csv; charset=utf-8",
          fileName: statementFileName(data, "csv"),
        }
      : {
          // In the language she reads Saheli in.
          body: await statementPdf(data, await profileLanguage(db, { userId })),
          type: "application/pdf",
          fileName: statementFileName(data, "pdf"),
        };
  }

  return {
    wallet,
    history,
    historyCsv,
    preferences,
    setPreferences,
    savePayoutMethod,
    requestPayout,
    statement,
    statementData,
  };
}

type StatementEntryLike = StatementData["entries"][number];

export type ShepayService = ReturnType<typeof shepayService>;
