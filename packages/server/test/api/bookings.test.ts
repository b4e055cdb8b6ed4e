import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { BookingMessages } from "@saheli/core/bookings";
import { MEETING_LINK_FALLBACK } from "@saheli/core/connections";
import type { OutboxMessage } from "@saheli/core/contracts/auth";
import { OrderRules } from "@saheli/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { bookingMeetings } from "../../src/modules/bookings/booking-meetings.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

const keys = { keyId: "rzp_test_saheli", keySecret: "key-secret-1", webhookSecret: "webhook-secret-1" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: App;
let razorpay: RazorpayStandin;
let clock: ManualClock;
let asha: Member;
let lata: Member;
let riya: Member;
let meera: Member;

// Tuesday 1 December 2026, 10:00 in India.
const START = new Date("2026-12-01T04:30:00Z");

beforeAll(async () => {
  razorpay = await startRazorpayStandin(keys);
  clock = manualClock(START);
  app = await createTestApp({
    relaxedLimits: true,
    overrides: { clock },
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_BASE_URL: razorpay.baseUrl,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  asha = await member(app, "asha@example.in", { full_name: "Asha Devi" });
  lata = await member(app, "lata@example.in", { full_name: "Lata Iyer" });
  riya = await member(app, "riya@example.in", { full_name: "Riya Sen" });
  meera = await member(app, "meera@example.in", { full_name: "Meera Nair" });
  await category(app, "Classes");
  await openShop(app, asha, "Asha's Studio", ["Classes"]);
  await openShop(app, lata, "Lata Crafts", ["Classes"]);
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

/** Runs `fn` with the clock moved on by `ms`, then puts it back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  clock.advance(ms);
  try {
    return await fn();
  } finally {
    clock.advance(-ms);
  }
}

/** Waits for what happens after an answer (notices, e-mails). */
async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

/** 10:00 IST `days` after START as an instant: `ist(2, "11:00")`. */
function ist(days: number, time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const day = new Date(START.getTime() + days * DAY).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + (h * 60 + m - 330) * 60_000).toISOString();
}

const everyDay = (ranges: { start: string; end: string }[]) => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: ranges,
  sun: ranges,
});

const hours = (over: Record<string, unknown> = {}) => ({
  timezone: "Asia/Kolkata",
  weekly: everyDay([{ start: "10:00", end: "13:00" }]),
  overrides: [],
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  min_notice_minutes: 120,
  max_days_ahead: 60,
  capacity: 1,
  pay_at_service: true,
  cancel_hours: 24,
  meeting_provider: "in_person",
  ...over,
});

/** A service in `who`'s shop with her hours set. */
async function service(
  over: Record<string, unknown> = {},
  availability: Record<string, unknown> = {},
  who: Member = asha,
) {
  const listing = await list(app, who, {
    listing_type: "service",
    title: "Saree draping class",
    description: "One hour, one to one.",
    price: 1500,
    sale_price: null,
    booking_duration_minutes: 60,
    is_online: false,
    requires_approval: false,
    ...over,
  });
  const saved = await as(app, who).put(
    `/api/vendor/services/${listing.id}/availability`,
    hours(availability),
  );
  if (saved.statusCode !== 200) throw new Error(`availability: ${saved.body}`);
  return listing;
}

const book = (who: Member, listingId: string, slot: string, over: Record<string, unknown> = {}) =>
  as(app, who).post("/api/bookings", {
    listing_id: listingId,
    slot_start: slot,
    idempotency_key: randomUUID(),
    payment_method: "pay_at_service",
    buyer_timezone: "Asia/Kolkata",
    ...over,
  });

const slotsOf = async (listingId: string, from: string, to: string) =>
  (await app.inject({ method: "GET", url: `/api/listings/${listingId}/slots?from=${from}&to=${to}` })).json();

const outbox = () => app.deps.auth.outbox?.list() ?? [];
const notificationsOf = async (id: string) =>
  (await rows(app, "select title, message from notifications where recipient_id = $1 order by created_at", [
    id,
  ])) as { title: string; message: string }[];

describe("availability", () => {
  it("is hers alone: defaults before she saves, plain words for bad hours, another vendor finds nothing", async () => {
    const listing = await list(app, asha, {
      listing_type: "service",
      title: "Blouse fitting",
      description: "Half an hour.",
      price: 500,
      booking_duration_minutes: 30,
    });
    const url = `/api/vendor/services/${listing.id}/availability`;
    const fresh = (await as(app, asha).get(url)).json();
    expect(fresh).toMatchObject({
      configured: false,
      timezone: "Asia/Kolkata",
      capacity: 1,
      duration_minutes: 30,
    });

    expect((await as(app, lata).get(url)).statusCode).toBe(404);
    expect((await as(app, lata).put(url, hours())).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);

    const backwards = await as(app, asha).put(
      url,
      hours({ weekly: { ...everyDay([]), mon: [{ start: "12:00", end: "10:00" }] } }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(errorMessage(backwards)).toBe(`Monday: ${BookingMessages.rangeBackwards}`);
    const overlapping = await as(app, asha).put(
      url,
      hours({
        weekly: {
          ...everyDay([]),
          tue: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "13:00" },
          ],
        },
      }),
    );
    expect(errorMessage(overlapping)).toBe(BookingMessages.rangesOverlap("Tuesday"));
    const zone = await as(app, asha).put(url, hours({ timezone: "Mars/Olympus" }));
    expect(zone.statusCode).toBe(400);
    expect(errorMessage(zone)).toContain(BookingMessages.timezoneInvalid);

    const saved = await as(app, asha).put(
      url,
      hours({
        capacity: 4,
        overrides: [
          { day: "2026-12-25", intervals: [] },
          { day: "2026-12-20", intervals: [{ start: "15:00", end: "17:00" }] },
        ],
        meeting_provider: "zoom",
      }),
    );
    expect(saved.statusCode).toBe(200);
    const again = (await as(app, asha).get(url)).json();
    expect(again).toMatchObject({ configured: true, capacity: 4, meeting_provider: "zoom" });
    expect(again.overrides.map((o: { day: string }) => o.day)).toEqual(["2026-12-20", "2026-12-25"]);
  });

  it("is only for services", async () => {
    const saree = await list(app, asha, physical());
    expect((await as(app, asha).get(`/api/vendor/services/${saree.id}/availability`)).statusCode).toBe(400);
  });
});

describe("slots", () => {
  it("answers her open slots in her zone with places left, her days off and minimum notice kept", async () => {
    const listing = await service({}, { capacity: 2, overrides: [{ day: "2026-12-03", intervals: [] }] });
    const answer = await slotsOf(listing.id, ist(0, "00:00"), ist(3, "00:00"));
    expect(answer).toMatchObject({
      timezone: "Asia/Kolkata",
      duration_minutes: 60,
      capacity: 2,
      bookable: true,
    });
    expect(answer.payment_methods).toEqual(["razorpay", "pay_at_service"]);
    // Today: 10:00 is now and 11:00 within the 2-hour notice; 3 Dec is a day off.
    expect(answer.slots.map((s: { start: string }) => s.start)).toEqual([
      ist(0, "12:00"),
      ist(1, "10:00"),
      ist(1, "11:00"),
      ist(1, "12:00"),
    ]);
    expect(answer.slots.every((s: { places_left: number }) => s.places_left === 2)).toBe(true);
    expect(answer.next_start).toBe(ist(3, "10:00"));
    // Anyone may look, signed in or not; the slug works as well as the id.
    const bySlug = await slotsOf(listing.slug, ist(1, "00:00"), ist(2, "00:00"));
    expect(bySlug.slots).toHaveLength(3);
  });

  it("keeps her wall-clock hours across a daylight-saving change (London, March 2027)", async () => {
    const listing = await service(
      { title: "Pattern cutting with Lata" },
      {
        timezone: "Europe/London",
        weekly: {
          ...everyDay([]),
          fri: [{ start: "10:00", end: "11:00" }],
          mon: [{ start: "10:00", end: "11:00" }],
        },
        max_days_ahead: 150,
      },
      lata,
    );
    const answer = await slotsOf(listing.id, "2027-03-26T00:00:00Z", "2027-03-30T00:00:00Z");
    expect(answer.timezone).toBe("Europe/London");
    // Friday 26 March is GMT; Monday 29 March is BST (UTC+1).
    expect(answer.slots.map((s: { start: string }) => s.start)).toEqual([
      "2027-03-26T10:00:00.000Z",
      "2027-03-29T09:00:00.000Z",
    ]);
  });

  it("refuses ranges that are backwards or too long, and says a service without hours is not bookable", async () => {
    const listing = await service();
    const backwards = await app.inject({
      method: "GET",
      url: `/api/listings/${listing.id}/slots?from=${ist(2, "00:00")}&to=${ist(1, "00:00")}`,
    });
    expect(errorMessage(backwards)).toBe(BookingMessages.rangeBackwardsQuery);
    const long = await app.inject({
      method: "GET",
      url: `/api/listings/${listing.id}/slots?from=${ist(0, "00:00")}&to=${ist(90, "00:00")}`,
    });
    expect(errorMessage(long)).toBe(BookingMessages.rangeTooLong);
    const bare = await list(app, asha, {
      listing_type: "service",
      title: "Not yet open",
      description: "Soon.",
      price: 100,
      booking_duration_minutes: 30,
    });
    expect(await slotsOf(bare.id, ist(0, "00:00"), ist(2, "00:00"))).toMatchObject({
      bookable: false,
      slots: [],
    });
  });
});

describe("booking", () => {
  it("books a slot paid at the service: confirmed at once, its order confirmed, the place taken, both told", async () => {
    const listing = await service({ title: "Mehendi session" }, { pay_at_service: true });
    const slot = ist(2, "11:00");
    const key = randomUUID();
    const answer = await book(riya, listing.id, slot, {
      idempotency_key: key,
      buyer_timezone: "Europe/London",
    });
    expect(answer.statusCode).toBe(200);
    const booking = answer.json();
    expect(booking).toMatchObject({
      status: "confirmed",
      status_label: "Confirmed",
      viewer: "buyer",
      slot_start: slot,
      slot_end: ist(2, "12:00"),
      vendor_timezone: "Asia/Kolkata",
      buyer_timezone: "Europe/London",
      payment_method: "pay_at_service",
      payment_status: "cod",
      total: 1500,
      actions: ["cancel", "reschedule"],
    });
    expect(booking.razorpay).toBeUndefined();
    const order = (await as(app, riya).get(`/api/orders/${booking.order_number}`)).json().order;
    expect(order).toMatchObject({
      order_status: "confirmed",
      payment_method: "cod",
      shipping: 0,
      total_amount: 1500,
      // The order page links to the booking, where its time and changes are.
      booking_id: booking.id,
    });

    // The same key answers the same booking.
    const again = await book(riya, listing.id, slot, { idempotency_key: key });
    expect(again.json().id).toBe(booking.id);
    const slots = await slotsOf(listing.id, ist(2, "00:00"), ist(3, "00:00"));
    expect(slots.slots.map((s: { start: string }) => s.start)).not.toContain(slot);
    const taken = await book(meera, listing.id, slot);
    expect(taken.statusCode).toBe(409);
    expect(errorMessage(taken)).toBe(BookingMessages.slotTaken);

    const mails = await eventually(outbox, (list) =>
      list.some((m) => m.to === "riya@example.in" && m.subject.startsWith("Booking confirmed")),
    );
    const confirmation = mails.find(
      (m: OutboxMessage) => m.to === "riya@example.in" && m.subject.startsWith("Booking confirmed"),
    )!;
    expect(confirmation.attachments?.[0]).toMatchObject({ filename: "booking.ics" });
    expect(confirmation.attachments?.[0]?.content).toContain("DTSTART:20261203T053000Z");
    expect(confirmation.text).toContain("GMT"); // her own zone
    const toVendor = await eventually(
      () => notificationsOf(asha.id),
      (n) => n.some((x) => x.title === "New booking"),
    );
    expect(toVendor.find((x) => x.title === "New booking")?.message).toContain(
      "Riya Sen booked Mehendi session",
    );

    const shop = (await as(app, asha).get("/api/vendor/bookings")).json();
    expect(shop.items.map((b: { id: string }) => b.id)).toContain(booking.id);
    expect(shop.items.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
      viewer: "vendor",
      actions: ["cancel"],
    });
    expect((await as(app, meera).get(`/api/bookings/${booking.id}`)).statusCode).toBe(404);
  });

  it("refuses times that are not her slots, paying at the service when she does not allow it, and her own service", async () => {
    const listing = await service({ title: "Online consultation" }, { pay_at_service: false });
    expect(errorMessage(await book(riya, listing.id, ist(2, "10:30")))).toBe(BookingMessages.slotUnavailable);
    expect(errorMessage(await book(riya, listing.id, ist(2, "16:00")))).toBe(BookingMessages.slotUnavailable);
    // Within her two hours' notice.
    expect(errorMessage(await book(riya, listing.id, ist(0, "11:00")))).toBe(BookingMessages.slotUnavailable);
    expect(errorMessage(await book(riya, listing.id, ist(2, "10:00")))).toBe(BookingMessages.payAtServiceOff);
    expect(errorMessage(await book(asha, listing.id, ist(2, "10:00")))).toBe(BookingMessages.ownService);
    const saree = await list(app, asha, physical());
    expect((await book(riya, saree.id, ist(2, "10:00"))).statusCode).toBe(400);
  });

  it("holds the place while she pays online, confirms on payment, and releases it when the payment window closes", async () => {
    const listing = await service({ title: "Silk care workshop" }, { pay_at_service: false });
    const slot = ist(3, "10:00");
    const placed = (await book(riya, listing.id, slot, { payment_method: "razorpay" })).json();
    expect(placed).toMatchObject({
      status: "pending",
      status_label: "Waiting for payment",
      payment_method: "razorpay",
      payment_status: "awaiting",
    });
    expect(placed.razorpay).toMatchObject({ amount: 150_000, key_id: keys.keyId });
    expect(placed.payment_expires_at).not.toBeNull();
    // Held while she pays: nobody else can take it.
    expect(errorMessage(await book(meera, listing.id, slot, { payment_method: "razorpay" }))).toBe(
      BookingMessages.slotTaken,
    );
    const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    const verified = await as(app, riya).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
    expect(verified.json().payment_status).toBe("paid");
    const after = (await as(app, riya).get(`/api/bookings/${placed.id}`)).json();
    expect(after).toMatchObject({ status: "confirmed", payment_status: "paid" });
    expect(after.razorpay).toBeUndefined();

    // Another online booking never paid: cancelled with its order after 30 minutes, and the slot opens again.
    const unpaidSlot = ist(3, "11:00");
    const unpaid = (await book(meera, listing.id, unpaidSlot, { payment_method: "razorpay" })).json();
    await later(OrderRules.paymentWindowMinutes * 60_000 + 1000, () => app.services.checkout.expireOverdue());
    const expired = (await as(app, meera).get(`/api/bookings/${unpaid.id}`)).json();
    expect(expired).toMatchObject({ status: "cancelled", payment_status: "void" });
    const open = await slotsOf(listing.id, ist(3, "00:00"), ist(4, "00:00"));
    expect(open.slots.map((s: { start: string }) => s.start)).toContain(unpaidSlot);
    const told = await eventually(
      () => notificationsOf(meera.id),
      (n) => n.some((x) => x.title === "Booking cancelled"),
    );
    expect(told.find((x) => x.title === "Booking cancelled")?.message).toContain("Nothing was charged");
  });

  it("gives the last place of a slot to exactly one of 50 people asking at once", async () => {
    const listing = await service({ title: "Block printing class" }, { capacity: 3 });
    const slot = ist(4, "10:00");
    // Two places taken already: one is left.
    for (const who of [riya, meera]) expect((await book(who, listing.id, slot)).statusCode).toBe(200);
    const buyers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => member(app, `racer${i}@example.in`, { full_name: `Racer ${i}` })),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(buyers[i % buyers.length]!, listing.id, slot)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => errorMessage(a)))).toEqual(
      new Set([BookingMessages.slotTaken]),
    );
    const [held] = await rows(
      app,
      "select count(*)::int as n from bookings where listing_id = $1 and slot_start = $2 and status in ('pending', 'confirmed')",
      [listing.id, slot],
    );
    expect(held?.n).toBe(3);
    // Only the winner has an order: the others wrote nothing.
    const [orders] = await rows(app, "select count(*)::int as n from order_items where listing_id = $1", [
      listing.id,
    ]);
    expect(orders?.n).toBe(3);
  });
});

describe("approval", () => {
  it("waits for the vendor: she accepts or declines; nobody else can answer", async () => {
    const listing = await service({ title: "Bridal consultation", requires_approval: true });
    const first = (await book(riya, listing.id, ist(5, "10:00"))).json();
    expect(first).toMatchObject({
      status: "pending",
      status_label: BookingMessages.awaitingShop,
      actions: ["cancel", "reschedule"],
    });
    expect(first.decide_by).toBe(new Date(START.getTime() + 48 * HOUR).toISOString());
    const requests = (await as(app, asha).get("/api/vendor/bookings?when=requests")).json();
    expect(requests.items.map((b: { id: string }) => b.id)).toContain(first.id);
    expect(requests.requests).toBeGreaterThanOrEqual(1);
    expect(requests.items.find((b: { id: string }) => b.id === first.id).actions).toEqual([
      "accept",
      "decline",
    ]);

    expect((await as(app, lata).post(`/api/vendor/bookings/${first.id}/accept`)).statusCode).toBe(404);
    expect((await as(app, riya).post(`/api/vendor/bookings/${first.id}/accept`)).statusCode).toBe(404);
    const accepted = await as(app, asha).post(`/api/vendor/bookings/${first.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: "confirmed", viewer: "vendor" });
    const order = (await as(app, riya).get(`/api/orders/${first.order_number}`)).json().order;
    expect(order.order_status).toBe("confirmed");
    const again = await as(app, asha).post(`/api/vendor/bookings/${first.id}/decline`, {});
    expect(errorMessage(again)).toBe(BookingMessages.notPending);

    const second = (await book(meera, listing.id, ist(5, "11:00"))).json();
    const declined = await as(app, asha).post(`/api/vendor/bookings/${second.id}/decline`, {
      reason: "I am travelling that week",
    });
    expect(declined.json()).toMatchObject({ status: "declined", cancel_reason: "I am travelling that week" });
    expect((await as(app, meera).get(`/api/orders/${second.order_number}`)).json().order.order_status).toBe(
      "cancelled",
    );
    const told = await eventually(
      () => notificationsOf(meera.id),
      (n) => n.some((x) => x.title === "Booking declined"),
    );
    expect(told.find((x) => x.title === "Booking declined")?.message).toContain("I am travelling that week");
  });

  it("declines by itself after 48 hours without an answer, or when the slot starts sooner", async () => {
    const listing = await service({ title: "Portfolio review", requires_approval: true });
    const slow = (await book(riya, listing.id, ist(6, "10:00"))).json();
    const soon = (await book(meera, listing.id, ist(1, "10:00"))).json();
    expect(soon.decide_by).toBe(ist(1, "10:00"));
    expect(await app.services.bookings.declineOverdue()).toBe(0);

    // (Sessions run on the same clock: the API is asked once the clock is back.)
    await later(DAY, async () => {
      expect(await app.services.bookings.declineOverdue()).toBeGreaterThanOrEqual(1);
    });
    const declinedSoon = (await as(app, meera).get(`/api/bookings/${soon.id}`)).json();
    expect(declinedSoon).toMatchObject({ status: "declined", cancel_reason: BookingMessages.declinedInTime });
    expect((await as(app, riya).get(`/api/bookings/${slow.id}`)).json().status).toBe("pending");

    await later(48 * HOUR + 60_000, () => app.services.bookings.declineOverdue());
    const declinedSlow = (await as(app, riya).get(`/api/bookings/${slow.id}`)).json();
    expect(declinedSlow.status).toBe("declined");
    const order = (await as(app, riya).get(`/api/orders/${slow.order_number}`)).json().order;
    expect(order).toMatchObject({ order_status: "cancelled", payment_status: "void" });
    expect(order.timeline.at(-1)).toMatchObject({ status: "cancelled", actor: "system" });
  });

  it("keeps a paid request waiting for her with the payment held, and lets the hold go when she declines", async () => {
    const listing = await service(
      { title: "Paid consultation", requires_approval: true },
      { pay_at_service: false },
    );
    const placed = (await book(riya, listing.id, ist(7, "10:00"), { payment_method: "razorpay" })).json();
    // Not hers to answer until it is paid.
    expect(errorMessage(await as(app, asha).post(`/api/vendor/bookings/${placed.id}/accept`))).toBe(
      BookingMessages.awaitingPayment,
    );
    const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    await as(app, riya).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
    const waiting = (await as(app, riya).get(`/api/bookings/${placed.id}`)).json();
    expect(waiting).toMatchObject({
      status: "pending",
      payment_status: "authorized",
      status_label: BookingMessages.awaitingShop,
    });
    const request = await eventually(
      () => notificationsOf(asha.id),
      (n) => n.some((x) => x.title === "New booking request" && x.message.includes("Paid consultation")),
    );
    expect(request.some((x) => x.title === "New booking request")).toBe(true);

    const declined = (await as(app, asha).post(`/api/vendor/bookings/${placed.id}/decline`, {})).json();
    // Never captured, so nothing to refund: Razorpay returns the authorisation by itself (booking-capture.test).
    expect(declined).toMatchObject({ status: "declined", payment_status: "void" });
    expect(razorpay.payments.get(paid.razorpay_payment_id)).toMatchObject({
      status: "authorized",
      captured: false,
    });
  });
});

describe("cancel and reschedule", () => {
  it("moves a booking to another open slot within her window, and not to a full one", async () => {
    const listing = await service({ title: "Embroidery basics" });
    const booking = (await book(riya, listing.id, ist(8, "10:00"))).json();
    const full = (await book(meera, listing.id, ist(8, "12:00"))).json();
    expect(full.status).toBe("confirmed");

    expect(
      (await as(app, meera).post(`/api/bookings/${booking.id}/reschedule`, { slot_start: ist(8, "11:00") }))
        .statusCode,
    ).toBe(404);
    const toFull = await as(app, riya).post(`/api/bookings/${booking.id}/reschedule`, {
      slot_start: ist(8, "12:00"),
    });
    expect(errorMessage(toFull)).toBe(BookingMessages.slotTaken);
    const moved = await as(app, riya).post(`/api/bookings/${booking.id}/reschedule`, {
      slot_start: ist(8, "11:00"),
    });
    expect(moved.json()).toMatchObject({
      status: "confirmed",
      slot_start: ist(8, "11:00"),
      slot_end: ist(8, "12:00"),
    });
    const open = await slotsOf(listing.id, ist(8, "00:00"), ist(9, "00:00"));
    expect(open.slots.map((s: { start: string }) => s.start)).toEqual([ist(8, "10:00")]);
    const told = await eventually(
      () => notificationsOf(asha.id),
      (n) => n.some((x) => x.title === "Booking moved"),
    );
    expect(told.find((x) => x.title === "Booking moved")?.message).toContain(
      "Riya Sen moved Embroidery basics",
    );
  });

  it("lets her cancel up to the vendor's window, here or from the order page, and no later", async () => {
    const listing = await service({ title: "Kantha stitch class" }, { cancel_hours: 48 });
    const early = (await book(riya, listing.id, ist(9, "10:00"))).json();
    const cancelled = await as(app, riya).post(`/api/bookings/${early.id}/cancel`, {
      reason: "Plans changed",
    });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      cancel_reason: "Plans changed",
      actions: [],
    });
    expect((await as(app, riya).get(`/api/orders/${early.order_number}`)).json().order.order_status).toBe(
      "cancelled",
    );
    expect(errorMessage(await as(app, riya).post(`/api/bookings/${early.id}/cancel`, {}))).toBe(
      BookingMessages.notActive,
    );

    const close = (await book(riya, listing.id, ist(1, "12:00"))).json();
    expect(close.actions).toEqual([]);
    expect(errorMessage(await as(app, riya).post(`/api/bookings/${close.id}/cancel`, {}))).toBe(
      BookingMessages.cancelTooLate(48),
    );
    expect(
      errorMessage(
        await as(app, riya).post(`/api/bookings/${close.id}/reschedule`, { slot_start: ist(9, "11:00") }),
      ),
    ).toBe(BookingMessages.rescheduleTooLate(48));
    // The order page's cancel is refused in the same words (the booking's listener undoes the move).
    const viaOrder = await as(app, riya).post(`/api/orders/${close.order_number}/cancel`, {});
    expect(viaOrder.statusCode).toBe(409);
    expect(errorMessage(viaOrder)).toBe(BookingMessages.cancelTooLate(48));
    expect((await as(app, riya).get(`/api/bookings/${close.id}`)).json().status).toBe("confirmed");
    expect((await as(app, meera).post(`/api/bookings/${close.id}/cancel`, {})).statusCode).toBe(404);

    // The vendor may still cancel it, saying why; she marks one done only once it has started.
    expect(errorMessage(await as(app, asha).post(`/api/vendor/bookings/${close.id}/complete`))).toBe(
      BookingMessages.notFinished,
    );
    const done = await later(DAY + 3 * HOUR, () => app.services.bookings.complete(asha.id, close.id));
    expect(done).toMatchObject({ status: "completed" });
    expect((await as(app, riya).get(`/api/orders/${close.order_number}`)).json().order).toMatchObject({
      order_status: "delivered",
      payment_status: "collected",
    });
  });

  it("lets the vendor cancel a confirmed booking with a reason", async () => {
    const listing = await service({ title: "Weaving demo" });
    const booking = (await book(meera, listing.id, ist(10, "10:00"))).json();
    const noReason = await as(app, asha).post(`/api/vendor/bookings/${booking.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(
      (await as(app, lata).post(`/api/vendor/bookings/${booking.id}/cancel`, { reason: "x" })).statusCode,
    ).toBe(404);
    const cancelled = await as(app, asha).post(`/api/vendor/bookings/${booking.id}/cancel`, {
      reason: "Studio flooded",
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancel_reason: "Studio flooded" });
    const told = await eventually(
      () => notificationsOf(meera.id),
      (n) => n.some((x) => x.message.includes("Studio flooded")),
    );
    expect(told.some((x) => x.title === "Booking cancelled")).toBe(true);
  });
});

describe("reminders", () => {
  it("reminds both sides a day and an hour before, once each, with the slot as an .ics", async () => {
    const listing = await service({ title: "Zari work masterclass", is_online: true });
    const booking = (await book(riya, listing.id, ist(11, "10:00"))).json();
    expect(await app.services.bookings.remindDue()).toBe(0);
    const slotStart = Date.parse(booking.slot_start);
    const toDay = slotStart - 24 * HOUR - START.getTime();
    await later(toDay, async () => {
      expect(await app.services.bookings.remindDue()).toBe(1);
      expect(await app.services.bookings.remindDue()).toBe(0);
    });
    const dayNotes = await eventually(
      () => notificationsOf(riya.id),
      (n) => n.some((x) => x.title === "Tomorrow: Zari work masterclass"),
    );
    expect(dayNotes.find((x) => x.title === "Tomorrow: Zari work masterclass")?.message).toContain(
      "The seller will send you the meeting link.",
    );
    const mail = await eventually(outbox, (list) =>
      list.some((m) => m.to === "riya@example.in" && m.subject.startsWith("Tomorrow: Zari")),
    );
    const reminder = mail.find((m) => m.to === "riya@example.in" && m.subject.startsWith("Tomorrow: Zari"))!;
    const ics = reminder.attachments?.[0]?.content ?? "";
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`UID:${booking.id}@saheli`);
    expect(ics).toContain("DTSTART:20261212T043000Z");
    expect(
      await eventually(
        () => notificationsOf(asha.id),
        (n) => n.some((x) => x.title === "Tomorrow: Zari work masterclass"),
      ),
    ).not.toHaveLength(0);

    await later(slotStart - HOUR - START.getTime() + 60_000, async () => {
      expect(await app.services.bookings.remindDue()).toBe(1);
      expect(await app.services.bookings.remindDue()).toBe(0);
    });
    await eventually(
      () => notificationsOf(riya.id),
      (n) => n.some((x) => x.title === "In 1 hour: Zari work masterclass"),
    );
    const [marks] = await rows(app, "select reminded_day_at, reminded_hour_at from bookings where id = $1", [
      booking.id,
    ]);
    expect(marks?.reminded_day_at).not.toBeNull();
    expect(marks?.reminded_hour_at).not.toBeNull();
  });
});

describe("lists", () => {
  it("pages her bookings and her shop's, upcoming soonest first and past latest first", async () => {
    const listing = await service({ title: "Open studio" }, { capacity: 30 });
    const buyer = await member(app, "regular@example.in", { full_name: "Regular Buyer" });
    for (let i = 0; i < 21; i += 1)
      expect((await book(buyer, listing.id, ist(12, "10:00"))).statusCode).toBe(200);
    expect((await book(buyer, listing.id, ist(12, "11:00"))).statusCode).toBe(200);
    const first = (await as(app, buyer).get("/api/bookings")).json();
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = (await as(app, buyer).get(`/api/bookings?cursor=${first.next_cursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((b: { id: string }) => b.id)).size).toBe(22);
    expect(all.at(-1).slot_start).toBe(ist(12, "11:00"));

    const cancelled = all[0];
    await as(app, buyer).post(`/api/bookings/${cancelled.id}/cancel`, {});
    const past = (await as(app, buyer).get("/api/bookings?when=past")).json();
    expect(past.items.map((b: { id: string }) => b.id)).toEqual([cancelled.id]);
    const forged = await as(app, buyer).get("/api/bookings?cursor=not-a-cursor");
    expect(forged.statusCode).toBe(400);
    expect(
      (await as(app, lata).get("/api/vendor/bookings")).json().items.map((b: { id: string }) => b.id),
    ).not.toContain(cancelled.id);
  });
});

describe("meeting links", () => {
  it("says the seller will send the link while her Zoom is not connected, and keeps a made link with the booking", async () => {
    const listing = await service(
      { title: "Video consultation", is_online: true },
      { meeting_provider: "zoom" },
    );
    const booking = (await book(riya, listing.id, ist(13, "10:00"))).json();
    expect(booking.meeting_provider).toBe("zoom");
    const noted = await eventually(
      async () => (await as(app, riya).get(`/api/bookings/${booking.id}`)).json(),
      (b) => b.meeting_note !== null,
    );
    expect(noted).toMatchObject({ meeting_url: null, meeting_note: MEETING_LINK_FALLBACK });

    // Once her account is connected (the meetings service stood in for here), the link is made once and kept.
    const calls: string[] = [];
    let made = 0;
    const glue = bookingMeetings({
      db: app.deps.database.db,
      meetings: {
        createMeeting: async (input) => {
          calls.push(`create ${input.provider} ${input.start.toISOString()} ${input.timezone}`);
          made += 1;
          return { url: `https://zoom.example/j/${made}`, id: String(made) };
        },
        cancelMeeting: async ({ id }) => {
          calls.push(`cancel ${id}`);
          return { cancelled: true };
        },
      },
      log: { warn: () => undefined },
    });
    await glue.onChange({ bookingId: booking.id, kind: "confirmed" });
    await glue.onChange({ bookingId: booking.id, kind: "confirmed" });
    const linked = (await as(app, riya).get(`/api/bookings/${booking.id}`)).json();
    expect(linked).toMatchObject({ meeting_url: "https://zoom.example/j/1", meeting_note: null });
    expect(calls).toEqual([`create zoom ${ist(13, "10:00")} Asia/Kolkata`]);
    await glue.onChange({ bookingId: booking.id, kind: "rescheduled" });
    expect(calls.slice(1)).toEqual(["cancel 1", `create zoom ${ist(13, "10:00")} Asia/Kolkata`]);
    await glue.onChange({ bookingId: booking.id, kind: "cancelled" });
    expect(calls.at(-1)).toBe("cancel 2");
    expect((await as(app, riya).get(`/api/bookings/${booking.id}`)).json().meeting_url).toBeNull();
  });
});
