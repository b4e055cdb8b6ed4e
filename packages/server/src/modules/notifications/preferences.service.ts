import type { NotificationPreferences, preferencesInputSchema } from "@saheli/core/contracts/notifications";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { notificationPreferences } from "../../db/schema/index.js";
import type { Clock } from "../../platform/clock.js";

const defaults: NotificationPreferences = {
  push_enabled: false,
  subscription_method: null,
  muted_types: [],
  updated_at: null,
};

/** Her notification settings: push on or off, and which kinds of in-app notification she does not want. */
export function preferencesService({ db, clock }: { db: Db; clock: Clock }) {
  async function get(userId: string): Promise<NotificationPreferences> {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.user_id, userId));
    return row ? { ...row, updated_at: row.updated_at.toISOString() } : defaults;
  }

  async function update(userId: string, input: z.output<typeof preferencesInputSchema>["preferences"]) {
    const now = clock.now();
    const patch = {
      ...(input.push_enabled !== undefined && { push_enabled: input.push_enabled }),
      ...(input.subscription_method !== undefined && { subscription_method: input.subscription_method }),
      ...(input.muted_types !== undefined && { muted_types: input.muted_types }),
      updated_at: now,
    };
    await db
      .insert(notificationPreferences)
      .values({ user_id: userId, ...patch })
      .onConflictDoUpdate({ target: notificationPreferences.user_id, set: patch });
    return get(userId);
  }

  return { get, update };
}
