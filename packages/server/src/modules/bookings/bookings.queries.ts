import type { WeeklyHours } from "@saheli/core/bookings";
import type { CursorKey } from "@saheli/core/cursor";
import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { primaryImage } from "../../db/fragments/listing-card.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import {
  availabilityOverrides,
  bookings,
  listings,
  orders,
  profiles,
  serviceAvailability,
  shops,
} from "../../db/schema/index.js";

export type AvailabilityRow = typeof serviceAvailability.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type OverrideRow = { day: string; intervals: { start: string; end: string }[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const serviceColumns = {
  listing: {
    id: listings.id,
    slug: listings.slug,
    title: listings.title,
    listing_type: listings.listing_type,
    duration_minutes: listings.booking_duration_minutes,
    requires_approval: listings.requires_approval,
    is_online: listings.is_online,
    price: listings.price,
    sale_price: listings.sale_price,
    on_sale: sql<boolean>`(${listings.is_active} and ${listings.listing_status} = 'active' and ${shops.is_active})`,
  },
  shop: {
    id: shops.id,
    name: shops.shop_name,
    slug: shops.slug,
    owner_id: shops.user_id,
    currency: shops.shop_currency,
  },
};

/** A listing (by id or slug) with its shop, for its public slots and for booking it. */
export async function serviceOf(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(UUID.test(idOrSlug) ? eq(listings.id, idOrSlug.toLowerCase()) : eq(listings.slug, idOrSlug));
  return row;
}
export type ServiceRow = NonNullable<Awaited<ReturnType<typeof serviceOf>>>;

/** Her own listing: the shop's owner in the `where`, so anyone else finds nothing. */
export async function ownedService(db: Executor, listingId: string, ownerId: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(and(eq(listings.id, listingId), eq(shops.user_id, ownerId)));
  return row;
}

export async function availabilityOf(db: Executor, listingId: string) {
  const [row] = await db
    .select()
    .from(serviceAvailability)
    .where(eq(serviceAvailability.listing_id, listingId));
  return row;
}

/**
 * The service's availability row under a lock: every booking and move of this service queues here, so two
 * people can never both take the last place of a slot.
 */
export async function lockAvailability(tx: Executor, listingId: string) {
  const [row] = await tx
    .select()
    .from(serviceAvailability)
    .where(eq(serviceAvailability.listing_id, listingId))
    .for("update");
  return row;
}

/** Her special dates from `fromDay` on (all when not given), in date order. */
export async function overridesOf(db: Executor, listingId: string, fromDay?: string): Promise<OverrideRow[]> {
  return db
    .select({ day: availabilityOverrides.day, intervals: availabilityOverrides.intervals })
    .from(availabilityOverrides)
    .where(
      and(
        eq(availabilityOverrides.listing_id, listingId),
        fromDay ? sql`${availabilityOverrides.day} >= ${fromDay}::date` : undefined,
      ),
    )
    .orderBy(asc(availabilityOverrides.day));
}

export type AvailabilityValues = {
  timezone: string;
  weekly: WeeklyHours;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  min_notice_minutes: number;
  max_days_ahead: number;
  capacity: number;
  pay_at_service: boolean;
  cancel_hours: number;
  meeting_provider: string;
};

/** Her availability and special dates as given (the dates replaced as a whole), in the caller's transaction. */
export async function saveAvailability(
  tx: Executor,
  listingId: string,
  values: AvailabilityValues,
  overrides: readonly OverrideRow[],
  at: Date,
) {
  const [row] = await tx
    .insert(serviceAvailability)
    .values({ listing_id: listingId, ...values, updated_at: at })
    .onConflictDoUpdate({ target: serviceAvailability.listing_id, set: { ...values, updated_at: at } })
    .returning();
  await tx.delete(availabilityOverrides).where(eq(availabilityOverrides.listing_id, listingId));
  if (overrides.length > 0)
    await tx
      .insert(availabilityOverrides)
      .values(overrides.map((o) => ({ listing_id: listingId, day: o.day, intervals: o.intervals })));
  return row!;
}

/** The places held (pending or confirmed bookings) of a service that touch `from`–`to`, but one booking. */
export async function heldPlaces(db: Executor, listingId: string, from: Date, to: Date, exceptId?: string) {
  return db
    .select({ start: bookings.slot_start, end: bookings.slot_end })
    .from(bookings)
    .where(
      and(
        eq(bookings.listing_id, listingId),
        inArray(bookings.status, ["pending", "confirmed"]),
        sql`${bookings.slot_start} < ${to.toISOString()}::timestamptz`,
        sql`${bookings.slot_end} > ${from.toISOString()}::timestamptz`,
        exceptId ? sql`${bookings.id} <> ${exceptId}` : undefined,
      ),
    );
}

export async function bookingByKey(db: Executor, buyerId: string, key: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.buyer_id, buyerId), eq(bookings.idempotency_key, key)));
  return row;
}

export async function bookingOfOrder(tx: Executor, orderId: string, lock = false) {
  const query = tx.select().from(bookings).where(eq(bookings.order_id, orderId));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function lockBooking(tx: Executor, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export async function lockOrderRow(tx: Executor, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** Everything a booking's view shows: the booking, its service, shop, buyer, order and the vendor's window. */
const viewColumns = {
  booking: bookings,
  listing: {
    id: listings.id,
    slug: listings.slug,
    title: listings.title,
    image_url: primaryImage,
    is_online: listings.is_online,
  },
  shop: {
    id: shops.id,
    name: shops.shop_name,
    slug: shops.slug,
    owner_id: shops.user_id,
    owner_email: sql<string | null>`(select p.email from ${profiles} p where p.id = ${shops.user_id})`,
  },
  buyer: { id: profiles.id, name: profiles.full_name, username: profiles.username, email: profiles.email },
  order: {
    id: orders.id,
    order_number: orders.order_number,
    order_status: orders.order_status,
    payment_method: orders.payment_method,
    payment_status: orders.payment_status,
    total: orders.total_amount,
    currency: orders.currency,
    checkout_id: orders.checkout_id,
  },
  policy: {
    timezone: serviceAvailability.timezone,
    cancel_hours: serviceAvailability.cancel_hours,
  },
  cursor_at: cursorTime(bookings.slot_start),
};

function viewQuery(db: Executor) {
  return db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listing_id))
    .innerJoin(shops, eq(shops.id, bookings.shop_id))
    .innerJoin(profiles, eq(profiles.id, bookings.buyer_id))
    .leftJoin(orders, eq(orders.id, bookings.order_id))
    .leftJoin(serviceAvailability, eq(serviceAvailability.listing_id, bookings.listing_id));
}
export type BookingViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>["execute"]>>[number];

/** A booking for the person asking: its buyer or its shop's owner (in the `where`); anyone else gets nothing. */
export async function bookingFor(db: Executor, id: string, viewerId: string) {
  const [row] = await viewQuery(db).where(
    and(eq(bookings.id, id), or(eq(bookings.buyer_id, viewerId), eq(shops.user_id, viewerId))),
  );
  return row;
}

/** A booking by id for the server's own work (reminders, notices). */
export async function bookingView(db: Executor, id: string) {
  const [row] = await viewQuery(db).where(eq(bookings.id, id));
  return row;
}

export type BookingListScope =
  | { kind: "buyer"; buyerId: string; when: "upcoming" | "past" }
  | { kind: "vendor"; ownerId: string; when: "upcoming" | "past" | "requests" };

const holding = inArray(bookings.status, ["pending", "confirmed"]);

/** A pending booking whose money is settled (paid, or to be paid at the service): it waits for her answer. */
const awaitingAnswer = sql`exists (select 1 from ${orders} o where o.id = ${bookings.order_id} and o.payment_status <> 'awaiting')`;

/**
 * A page of bookings after the cursor's (slot_start, id): upcoming ones soonest first (held, not yet over),
 * requests (waiting for her answer, paid or to be paid at the service) soonest first, past ones latest first.
 */
export async function bookingPage(
  db: Executor,
  scope: BookingListScope,
  params: { after: CursorKey | null; limit: number; now: Date },
) {
  const now = params.now.toISOString();
  const owner =
    scope.kind === "buyer"
      ? eq(bookings.buyer_id, scope.buyerId)
      : inArray(
          bookings.shop_id,
          db.select({ id: shops.id }).from(shops).where(eq(shops.user_id, scope.ownerId)),
        );
  const upcoming = and(holding, sql`${bookings.slot_end} > ${now}::timestamptz`);
  const when: Record<BookingListScope["when"], SQL | undefined> = {
    upcoming,
    requests: and(upcoming, eq(bookings.status, "pending"), awaitingAnswer),
    past: sql`not (${upcoming})`,
  };
  const order = scope.when === "past" ? "desc" : "asc";
  return viewQuery(db)
    .where(and(owner, when[scope.when], afterKey(bookings.slot_start, bookings.id, params.after, order)))
    .orderBy(
      ...(order === "desc"
        ? [desc(bookings.slot_start), desc(bookings.id)]
        : [asc(bookings.slot_start), asc(bookings.id)]),
    )
    .limit(params.limit + 1);
}

/** Bookings waiting for her answer across her shops. */
export async function requestCount(db: Executor, ownerId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(shops, eq(shops.id, bookings.shop_id))
    .where(
      and(
        eq(shops.user_id, ownerId),
        eq(bookings.status, "pending"),
        sql`${bookings.slot_end} > ${now.toISOString()}::timestamptz`,
        awaitingAnswer,
      ),
    );
  return row?.n ?? 0;
}

/** Pending bookings past their time to decide (whose payment is not still open: its expiry handles those). */
export async function overdueDecisions(db: Executor, now: Date) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "pending"), lte(bookings.decide_by, now), awaitingAnswer));
}

/** Confirmed bookings still to start within the next day: the reminder sweep's candidates. */
export async function remindable(db: Executor, now: Date, withinMs: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.slot_start, now),
        lte(bookings.slot_start, new Date(now.getTime() + withinMs)),
        or(sql`${bookings.reminded_day_at} is null`, sql`${bookings.reminded_hour_at} is null`),
      ),
    );
}

/** Marks a reminder sent, once: only the first caller (job, sweep, another node) gets the row back. */
export async function claimReminder(
  db: Executor,
  id: string,
  kind: "day" | "hour",
  slotStart: Date,
  at: Date,
) {
  const column = kind === "day" ? bookings.reminded_day_at : bookings.reminded_hour_at;
  const [row] = await db
    .update(bookings)
    .set(kind === "day" ? { reminded_day_at: at } : { reminded_hour_at: at })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, "confirmed"),
        eq(bookings.slot_start, slotStart),
        sql`${column} is null`,
      ),
    )
    .returning({ id: bookings.id });
  return row !== undefined;
}
