import { Accounts } from "@saheli/core/shepay";
import type { Executor } from "../../db/connect.js";
import { balancesOf, requestedTotal } from "./shepay.queries.js";

/**
 * What she may still ask for, in paise: her available balance less payouts already asked for. Read under her
 * shop's row lock (`lockShop`) so two requests at once cannot both spend the same money.
 */
export async function withdrawablePaise(tx: Executor, shopId: string): Promise<number> {
  const available = (await balancesOf(tx, [Accounts.available(shopId)])).get(Accounts.available(shopId))!;
  return Math.max(0, available - (await requestedTotal(tx, shopId)));
}
