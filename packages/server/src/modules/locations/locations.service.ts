import type { DeliveryLocation, locationInputSchema } from "@saheli/core/contracts/locations";
import { AppErrorCode } from "@saheli/core/errors";
import { addressTypeFor, type LocationLabel, LocationLimits, LocationMessages } from "@saheli/core/locations";
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import { deliveryLocations, profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";

type LocationFields = z.output<typeof locationInputSchema>;
export type LocationsServiceDeps = { db: Db; clock: Clock };

const toView = (row: typeof deliveryLocations.$inferSelect): DeliveryLocation => ({
  ...row,
  label: row.label as LocationLabel,
  address_type: row.address_type === "work" ? "work" : "home",
  created_at: row.created_at.toISOString(),
});

/**
 * Her delivery locations (doc 3 §4): up to 10, the default first; making one the default clears the flag on
 * the others in the same transaction (and a unique index keeps it to one). Her first location is the default.
 */
export function locationsService({ db, clock }: LocationsServiceDeps) {
  async function list(userId: string): Promise<DeliveryLocation[]> {
    const rows = await db
      .select()
      .from(deliveryLocations)
      .where(eq(deliveryLocations.user_id, userId))
      .orderBy(desc(deliveryLocations.is_default), desc(deliveryLocations.created_at))
      .limit(LocationLimits.saved);
    return rows.map(toView);
  }

  /** Her profile row is the lock, so two adds at once can't pass the limit or make two defaults. */
  async function lockOwner(tx: Executor, userId: string) {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
  }

  const clearDefault = (tx: Executor, userId: string, except?: string) =>
    tx
      .update(deliveryLocations)
      .set({ is_default: false })
      .where(
        and(
          eq(deliveryLocations.user_id, userId),
          eq(deliveryLocations.is_default, true),
          except ? ne(deliveryLocations.id, except) : undefined,
        ),
      );

  const fieldsOf = (input: LocationFields) => ({
    ...input,
    full_name: input.full_name || null,
    phone: input.phone || null,
    address_line: input.address_line || null,
    address_line_2: input.address_line_2 || null,
    address_type: addressTypeFor(input.label),
  });

  async function create(userId: string, input: LocationFields): Promise<DeliveryLocation[]> {
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const [saved] = await tx
        .select({ n: count() })
        .from(deliveryLocations)
        .where(eq(deliveryLocations.user_id, userId));
      const n = saved?.n ?? 0;
      if (n >= LocationLimits.saved) throw new AppError(AppErrorCode.CONFLICT, 409, LocationMessages.tooMany);
      const isDefault = input.is_default || n === 0;
      if (isDefault) await clearDefault(tx, userId);
      await tx
        .insert(deliveryLocations)
        .values({ ...fieldsOf(input), user_id: userId, is_default: isDefault, created_at: clock.now() });
    });
    return list(userId);
  }

  async function update(userId: string, id: string, input: LocationFields): Promise<DeliveryLocation[]> {
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      // Unticking "default" on an edit does not take the flag away; choosing another location does.
      const { is_default, ...fields } = fieldsOf(input);
      if (is_default) await clearDefault(tx, userId, id);
      const changed = await tx
        .update(deliveryLocations)
        .set({ ...fields, ...(is_default ? { is_default } : {}) })
        .where(and(eq(deliveryLocations.id, id), eq(deliveryLocations.user_id, userId)))
        .returning({ id: deliveryLocations.id });
      if (changed.length === 0) throw AppError.notFound(LocationMessages.notFound);
    });
    return list(userId);
  }

  async function makeDefault(userId: string, id: string): Promise<DeliveryLocation[]> {
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      await clearDefault(tx, userId, id);
      const changed = await tx
        .update(deliveryLocations)
        .set({ is_default: true })
        .where(and(eq(deliveryLocations.id, id), eq(deliveryLocations.user_id, userId)))
        .returning({ id: deliveryLocations.id });
      if (changed.length === 0) throw AppError.notFound(LocationMessages.notFound);
    });
    return list(userId);
  }

  /** Removing the default hands the flag to her newest other location, so she always has one. */
  async function remove(userId: string, id: string): Promise<DeliveryLocation[]> {
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const [gone] = await tx
        .delete(deliveryLocations)
        .where(and(eq(deliveryLocations.id, id), eq(deliveryLocations.user_id, userId)))
        .returning({ is_default: deliveryLocations.is_default });
      if (!gone) throw AppError.notFound(LocationMessages.notFound);
      if (!gone.is_default) return;
      const [next] = await tx
        .select({ id: deliveryLocations.id })
        .from(deliveryLocations)
        .where(eq(deliveryLocations.user_id, userId))
        .orderBy(desc(deliveryLocations.created_at))
        .limit(1);
      if (next)
        await tx.update(deliveryLocations).set({ is_default: true }).where(eq(deliveryLocations.id, next.id));
    });
    return list(userId);
  }

  return { list, create, update, makeDefault, remove };
}
