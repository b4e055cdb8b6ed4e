import { randomUUID } from "node:crypto";
import { imbalance, type LedgerKind, toRupees } from "@saheli/core/shepay";
import type { Executor } from "../../db/connect.js";
import { insertEntries } from "./shepay.queries.js";

/** One entry of a transaction, its amount in whole paise (positive into the account, negative out of it). */
export type Leg = {
  account: string;
  amount: number;
  kind: LedgerKind;
  orderId?: string | null;
  payoutId?: string | null;
  memo?: string | null;
};

/** A transaction that does not balance: a bug, never written, and the surrounding transaction is undone. */
export class LedgerImbalance extends Error {
  constructor(reason: string) {
    super(`ledger transaction refused: ${reason}`);
    this.name = "LedgerImbalance";
  }
}

/**
 * Writes one balanced transaction: its entries share a `txn_id` and a time, and sum to exactly zero paise.
 * Entries of zero are dropped first (a shop without a GSTIN pays no TCS); when nothing is left nothing is written
 * and null is answered. Anything else that does not balance is refused, before a row is written.
 */
export async function postTransaction(tx: Executor, legs: Leg[], at: Date): Promise<string | null> {
  const moving = legs.filter((leg) => leg.amount !== 0);
  if (moving.length === 0) return null;
  const problem = imbalance(moving);
  if (problem) throw new LedgerImbalance(problem);
  const txnId = randomUUID();
  await insertEntries(
    tx,
    moving.map((leg) => ({
      txn_id: txnId,
      account: leg.account,
      amount: toRupees(leg.amount),
      kind: leg.kind,
      order_id: leg.orderId ?? null,
      payout_id: leg.payoutId ?? null,
      memo: leg.memo ?? null,
      created_at: at,
    })),
  );
  return txnId;
}
