import type { HistorySide, PayoutStatus } from "@saheli/core/contracts/shepay";
import type { LedgerKind } from "@saheli/core/shepay";

export type HistoryFilters = { side: HistorySide | null; kind: LedgerKind | null; from: string; to: string };

const all = ["shepay"] as const;

/** SHEPay's queries: a payout or a new payout method refreshes the wallet, history and the admins' queue. */
export const shepayKeys = {
  all,
  wallet: [...all, "wallet"] as const,
  histories: [...all, "history"] as const,
  history: (filters: HistoryFilters) => [...all, "history", filters] as const,
  preferences: [...all, "preferences"] as const,
  adminPayouts: [...all, "admin", "payouts"] as const,
  adminQueue: (status: PayoutStatus) => [...all, "admin", "payouts", status] as const,
  destination: (payoutId: string) => [...all, "admin", "destination", payoutId] as const,
  rates: [...all, "admin", "rates"] as const,
};
