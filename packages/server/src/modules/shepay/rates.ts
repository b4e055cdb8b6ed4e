import type { ShepaySettings, ShepaySettingsInput } from "@saheli/core/contracts/shepay";
import { ShepayDefaults } from "@saheli/core/shepay";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { appSettings } from "../../db/schema/index.js";

/** The `app_settings` row holding SHEPay's commission and TCS rates. */
export const RATES_SETTING = "shepay.rates";

type Stored = {
  commission_percent?: unknown;
  tcs_percent?: unknown;
  updated_at?: unknown;
  updated_by?: unknown;
};

const percent = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;

/** The rates in force: an admin's last choice, else the defaults (5% commission, 0.5% TCS). */
export async function readRates(db: Executor): Promise<ShepaySettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, RATES_SETTING));
  const stored = (row?.value ?? {}) as Stored;
  return {
    commission_percent: percent(stored.commission_percent, ShepayDefaults.commissionPercent),
    tcs_percent: percent(stored.tcs_percent, ShepayDefaults.tcsPercent),
    updated_at: typeof stored.updated_at === "string" ? stored.updated_at : null,
  };
}

export async function writeRates(
  db: Executor,
  rates: ShepaySettingsInput,
  by: string,
  at: Date,
): Promise<ShepaySettings> {
  const value = { ...rates, updated_at: at.toISOString(), updated_by: by };
  await db
    .insert(appSettings)
    .values({ key: RATES_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
  return { ...rates, updated_at: value.updated_at };
}
