import { randomUUID } from "node:crypto";
import { ListingMessages } from "@saheli/core/listings";
import { holidayRefusal, ShopFrontMessages } from "@saheli/core/shop-front";
import { StockCsvMessages } from "@saheli/core/stock-csv";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { category, list, listingPhoto, openShop, physical, shopBody } from "../helpers/marketplace.js";
import { orderOf } from "../helpers/orders.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let lata: Member;
let riya: Member;
let ashaShop: { id: string; slug: string };

beforeAll(async () => {
  clock = manualClock(new Date("2026-11-20T10:00:00Z"));
  app = await createTestApp({ relaxedLimits: true, overrides: { clock } });
  asha = await member(app, "asha@example.in", { full_name: "Asha Devi" });
  lata = await member(app, "lata@example.in", { full_name: "Lata Iyer" });
  riya = await member(app, "riya@example.in", { full_name: "Riya Sen" });
  await category(app, "Sarees");
  ashaShop = await openShop(app, asha, "Asha's Loom", ["Sarees"]);
  await openShop(app, lata, "Lata Crafts", ["Sarees"]);
});
afterAll(() => app.close());

const tick = () => clock.advance(1000);

async function addressFor(who: Member) {
  const body = {
    name: "Home",
    full_name: "Riya Sen",
    phone: "9876543210",
    pincode: "560001",
    city: "Bengaluru",
    state: "Karnataka",
    address_line: "12 MG Road",
  };
  const { items } = (await as(app, who).post("/api/locations", body)).json();
  return items.find((item: { pincode: string }) => item.pincode === body.pincode).id as string;
}

const listingRow = async (id: string) =>
  (await rows(app, "select price, sale_price, quantity, is_active from listings where id = $1", [id]))[0];

const csvChanges = async (id: string) =>
  Number(
    (
      await rows(
        app,
        "select count(*)::int as n from stock_changes where listing_id = $1 and reason = 'csv'",
        [id],
      )
    )[0]?.n,
  );

const importCsv = (who: Member, csv: string, dryRun: boolean) =>
  uploadAs(
    app,
    who,
    `/api/vendor/listings/import?dry_run=${dryRun}`,
    Buffer.from(csv),
    "stock.csv",
    "text/csv",
  );

type Change = { reason: string; delta: number; quantity_after: number; order_number: string | null };

describe("stock history", () => {
  it("writes every change: her listing and edit, an order, its cancellation, her CSV", async () => {
    const saree = await list(
      app,
      asha,
      physical({ title: "Chanderi saree", price: 1200, sale_price: null, quantity: 5 }),
    );
    tick();
    const body = physical({ title: "Chanderi saree", price: 1200, sale_price: null, quantity: 8 });
    expect((await as(app, asha).put(`/api/listings/${saree.id}`, body)).statusCode).toBe(200);
    // Saving the form without touching the stock writes no line.
    expect((await as(app, asha).put(`/api/listings/${saree.id}`, body)).statusCode).toBe(200);
    tick();

    await as(app, riya).post("/api/cart/items", { listing_id: saree.id, quantity: 2 });
    const address = await addressFor(riya);
    const placed = await as(app, riya).post("/api/checkout", {
      address_id: address,
      payment_method: "cod",
      idempotency_key: randomUUID(),
    });
    expect(placed.statusCode).toBe(200);
    const number = placed.json().orders[0].order_number as string;
    tick();
    const cancelled = await as(app, riya).post(`/api/orders/${number}/cancel`, { reason: "Ordered twice" });
    expect(cancelled.statusCode).toBe(200);
    tick();
    const report = (await importCsv(asha, `id,quantity\n${saree.id},10\n`, false)).json();
    expect(report).toMatchObject({ applied: true, summary: { changed: 1, problems: 0 } });

    const history = (await as(app, asha).get(`/api/vendor/listings/${saree.id}/stock-history`)).json();
    expect(history.items.map((c: Change) => [c.reason, c.delta, c.quantity_after, c.order_number])).toEqual([
      ["csv", 2, 10, null],
      ["cancel", 2, 8, number],
      ["order", -2, 6, number],
      ["edit", 3, 8, null],
      ["edit", 5, 5, null],
    ]);
    expect(history.items[0].actor_name).toBe("Asha Devi");
    expect(history.next_cursor).toBeNull();
    expect((await listingRow(saree.id))?.quantity).toBe(10);

    // Keyset pages of two: the same five changes, none twice.
    const seen: Change[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: { items: Change[]; next_cursor: string | null } = (
        await as(app, asha).get(
          `/api/vendor/listings/${saree.id}/stock-history?limit=2&cursor=${encodeURIComponent(cursor)}`,
        )
      ).json();
      seen.push(...page.items);
      cursor = page.next_cursor;
    }
    expect(seen.map((c) => c.reason)).toEqual(["csv", "cancel", "order", "edit", "edit"]);
    // A cursor of another listing's history is refused, not read.
    const other = await list(app, asha, physical({ title: "Kota saree" }));
    const first = (await as(app, asha).get(`/api/vendor/listings/${saree.id}/stock-history?limit=1`)).json();
    const forged = await as(app, asha).get(
      `/api/vendor/listings/${other.id}/stock-history?cursor=${first.next_cursor}`,
    );
    expect(forged.statusCode).toBe(400);
  });

  it("is hers alone", async () => {
    const saree = await list(app, asha, physical({ title: "Tant saree" }));
    for (const url of [
      `/api/vendor/listings/${saree.id}/stock-history`,
      `/api/vendor/listings/${saree.id}/details`,
    ]) {
      const res = await as(app, lata).get(url);
      expect(res.statusCode).toBe(404);
      expect(errorMessage(res)).toBe(ListingMessages.accessDenied);
    }
  });
});

describe("product details", () => {
  it("counts views, orders, units and revenue (cancelled orders left out) and shows the stock", async () => {
    const saree = await list(
      app,
      asha,
      physical({ title: "Paithani saree", price: 5000, sale_price: 4500, quantity: 9 }),
    );
    await rows(
      app,
      `insert into product_views (listing_id, viewer_key, day) values
        ($1, 'a', '2026-11-19'), ($1, 'b', '2026-11-20'), ($1, 'a', '2026-09-01')`,
      [saree.id],
    );
    await orderOf(app, riya.id, saree.id, "delivered");
    await orderOf(app, riya.id, saree.id, "placed");
    await orderOf(app, riya.id, saree.id, "cancelled");
    const res = await as(app, asha).get(`/api/vendor/listings/${saree.id}/details`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      listing: { id: saree.id, title: "Paithani saree", quantity: 9, is_active: true, currency: "INR" },
      stats: { views: 3, views_30d: 2, orders: 2, units_sold: 2, revenue: 9000, total_reviews: 0 },
    });
  });
});

describe("duplicate", () => {
  it("makes a hidden copy with its photos, choices and tags; another vendor cannot", async () => {
    const photo = await listingPhoto(app, asha);
    const saree = await list(
      app,
      asha,
      physical({
        title: "Ikat saree",
        quantity: 4,
        images: [{ url: photo, is_primary: true }],
        variations: [
          { name: "Colour", value: "Red" },
          { name: "Colour", value: "Blue" },
        ],
        tags: ["ikat", "cotton"],
      }),
    );
    expect((await as(app, lata).post(`/api/vendor/listings/${saree.id}/duplicate`)).statusCode).toBe(404);
    const res = await as(app, asha).post(`/api/vendor/listings/${saree.id}/duplicate`);
    expect(res.statusCode).toBe(200);
    const copy = res.json();
    expect(copy.title).toBe("Ikat saree (copy)");
    expect(copy.id).not.toBe(saree.id);
    const detail = (await as(app, asha).get(`/api/listings/${copy.id}`)).json();
    expect(detail).toMatchObject({
      title: "Ikat saree (copy)",
      is_active: false,
      quantity: 4,
      tags: ["cotton", "ikat"],
      variations: [{ name: "Colour", values: ["Red", "Blue"] }],
    });
    expect(detail.images).toEqual([{ image_url: photo, is_primary: true }]);
    // Hidden from buyers until she shows it.
    expect((await as(app, riya).get(`/api/listings/${copy.id}`)).statusCode).toBe(404);
    const history = (await as(app, asha).get(`/api/vendor/listings/${copy.id}/stock-history`)).json();
    expect(history.items.map((c: Change) => [c.reason, c.delta])).toEqual([["edit", 4]]);
  });
});

describe("CSV", () => {
  it("exports her listings only, with their prices, stock and state", async () => {
    const mine = await list(
      app,
      asha,
      physical({ title: '=Risky, "quoted" title', price: 700, sale_price: 650, quantity: 2 }),
    );
    const hers = await list(app, lata, physical({ title: "Lata's shawl" }));
    const res = await as(app, asha).get("/api/vendor/listings.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${ashaShop.slug}-listings.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("id,slug,title,price,sale_price,quantity,status");
    const line = lines.find((l) => l.startsWith(mine.id));
    expect(line).toBe(`${mine.id},${mine.slug},"'=Risky, ""quoted"" title",700,650,2,active`);
    expect(res.body).not.toContain(hers.id);
  });

  it("reports every bad row in words on a dry run, writes nothing, and applies nothing while one is bad", async () => {
    const saree = await list(
      app,
      asha,
      physical({ title: "Bandhani saree", price: 2000, sale_price: 1800, quantity: 3 }),
    );
    const dupatta = await list(
      app,
      asha,
      physical({ title: "Bandhani dupatta", price: 900, sale_price: null, quantity: 6 }),
    );
    const shawl = await list(
      app,
      lata,
      physical({ title: "Lata's shawl", price: 3000, sale_price: null, quantity: 2 }),
    );
    const unknown = randomUUID();
    const csv = [
      "id,title,price,sale_price,quantity",
      `${saree.id},Bandhani saree,2100,1800,7`,
      `${unknown},Ghost,100,,1`,
      `${shawl.id},Lata's shawl,1,,99`,
      `${dupatta.id},Bandhani dupatta,nine hundred,,6`,
      "",
      `${dupatta.id},Bandhani dupatta,900,950,-1`,
      `,No id,10,,1`,
      `${saree.id},Again,2000,1800,3`,
    ].join("\n");
    const dry = await importCsv(asha, csv, true);
    expect(dry.statusCode).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({
      dry_run: true,
      applied: false,
      summary: { changed: 1, unchanged: 0, problems: 6 },
    });
    expect(report.rows.map((r: { row: number; problems: string[] }) => [r.row, r.problems])).toEqual([
      [2, []],
      [3, [StockCsvMessages.unknownId(unknown)]],
      [4, [StockCsvMessages.notHers]],
      [5, ['Price is not a number: "nine hundred"']],
      [7, [StockCsvMessages.repeated(5), "Stock cannot be negative"]],
      [8, [StockCsvMessages.idMissing]],
      [9, [StockCsvMessages.repeated(2)]],
    ]);
    expect(report.rows[0]).toMatchObject({
      id: saree.id,
      title: "Bandhani saree",
      changes: [
        { field: "price", from: 2000, to: 2100 },
        { field: "quantity", from: 3, to: 7 },
      ],
    });
    // Another shop's listing is refused without naming it.
    expect(report.rows[2]).toMatchObject({ id: shawl.id, title: null, changes: [] });

    // Applied as it is: the same report, nothing written.
    const refused = (await importCsv(asha, csv, false)).json();
    expect(refused).toMatchObject({ dry_run: false, applied: false, summary: { problems: 6 } });
    expect(refused.message).toBe(StockCsvMessages.hasProblems(6));
    expect(await listingRow(saree.id)).toMatchObject({ price: "2000.00", quantity: 3 });
    expect(await listingRow(dupatta.id)).toMatchObject({ price: "900.00", quantity: 6 });
    expect(await listingRow(shawl.id)).toMatchObject({ price: "3000.00", quantity: 2 });
    expect(await csvChanges(saree.id)).toBe(0);

    // Fixed: the dry run lists the changes, still writing nothing; applying writes them in one go.
    const fixed = [
      "id,title,price,sale_price,quantity",
      `${saree.id},Bandhani saree,2100,1800,7`,
      `${dupatta.id},Bandhani dupatta,900,850,0`,
    ].join("\r\n");
    expect((await importCsv(asha, fixed, true)).json()).toMatchObject({
      applied: false,
      summary: { changed: 2 },
    });
    expect((await listingRow(saree.id))?.quantity).toBe(3);
    const applied = (await importCsv(asha, fixed, false)).json();
    expect(applied).toMatchObject({
      applied: true,
      message: "2 listings updated",
      summary: { changed: 2, problems: 0 },
    });
    expect(await listingRow(saree.id)).toMatchObject({
      price: "2100.00",
      sale_price: "1800.00",
      quantity: 7,
    });
    expect(await listingRow(dupatta.id)).toMatchObject({
      price: "900.00",
      sale_price: "850.00",
      quantity: 0,
    });
    expect(await csvChanges(saree.id)).toBe(1);
    expect(await csvChanges(dupatta.id)).toBe(1);
    // The same file again changes nothing and writes no history.
    expect((await importCsv(asha, fixed, false)).json()).toMatchObject({
      applied: true,
      summary: { changed: 0, unchanged: 2 },
    });
    expect(await csvChanges(saree.id)).toBe(1);
  });

  it("refuses what is not a CSV she can use, by its content", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const image = await uploadAs(
      app,
      asha,
      "/api/vendor/listings/import?dry_run=true",
      png,
      "stock.csv",
      "text/csv",
    );
    expect(image.statusCode).toBe(415);
    expect(errorMessage(image)).toBe(StockCsvMessages.notText);
    const noId = await importCsv(asha, "title,price\nSaree,10\n", true);
    expect(noId.statusCode).toBe(400);
    expect(errorMessage(noId)).toBe(StockCsvMessages.noIdColumn);
    const empty = await importCsv(asha, "id,price\n", true);
    expect(errorMessage(empty)).toBe(StockCsvMessages.noRows);
    const broken = await importCsv(asha, `id,price\n"${randomUUID()},10\n`, true);
    expect(broken.statusCode).toBe(400);
    expect(errorMessage(broken)).toMatch(/^We couldn't read this CSV file: /);
    const big = await importCsv(asha, `id,price\n${"x,1\n".repeat(300_000)}`, true);
    expect(big.statusCode).toBe(413);
    // Someone without a shop has nothing to import into.
    expect((await importCsv(riya, "id,price\nx,1\n", true)).statusCode).toBe(403);
  });
});

describe("holiday mode and policies", () => {
  it("keeps her listings visible, refuses the cart and checkout in her words, and shows the message", async () => {
    const saree = await list(app, asha, physical({ title: "Holiday saree", quantity: 5 }));
    const address = await addressFor(riya);
    await as(app, riya).del("/api/cart");
    expect(
      (await as(app, riya).post("/api/cart/items", { listing_id: saree.id, quantity: 1 })).statusCode,
    ).toBe(200);

    const message = "Back on 2 December";
    const saved = await as(app, asha).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      holiday_mode: true,
      holiday_message: message,
      policies: { shipping: "Ships in 3 days.", returns: "", cancellations: "Cancel before it ships." },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ holiday_mode: true, holiday_message: message });

    const words = holidayRefusal("Asha's Loom", message);
    expect(words).toBe("Asha's Loom is on holiday: Back on 2 December");
    const add = await as(app, riya).post("/api/cart/items", { listing_id: saree.id, quantity: 1 });
    expect(add.statusCode).toBe(409);
    expect(errorMessage(add)).toBe(words);
    const quote = (await as(app, riya).post("/api/checkout/quote", { address_id: address })).json();
    expect(quote.problems).toContain(words);
    const place = await as(app, riya).post("/api/checkout", {
      address_id: address,
      payment_method: "cod",
      idempotency_key: randomUUID(),
    });
    expect(place.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorMessage(place)).toBe(words);
    expect((await listingRow(saree.id))?.quantity).toBe(5);

    // Still visible, with her message and policies (an empty one is not there).
    const page = (await as(app, riya).get(`/api/listings/${saree.slug}`)).json();
    expect(page.shop).toMatchObject({
      holiday_mode: true,
      holiday_message: message,
      policies: { shipping: "Ships in 3 days.", returns: null, cancellations: "Cancel before it ships." },
    });
    expect((await as(app, riya).get(`/api/shops/${ashaShop.slug}`)).json()).toMatchObject({
      holiday_mode: true,
      holiday_message: message,
    });

    // A save that leaves the fields out keeps them; turning it off opens buying again.
    await as(app, asha).put(`/api/shops/${ashaShop.id}`, shopBody("Asha's Loom", ["Sarees"]));
    expect((await as(app, riya).get(`/api/shops/${ashaShop.slug}`)).json().policies.shipping).toBe(
      "Ships in 3 days.",
    );
    await as(app, asha).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      holiday_mode: false,
    });
    const again = await as(app, riya).post("/api/cart/items", { listing_id: saree.id, quantity: 1 });
    expect(again.statusCode).toBe(200);
  });

  it("refuses a booking of her service in the same words while she is away", async () => {
    const ten = [{ start: "10:00", end: "13:00" }];
    const weekly = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, ten]));
    const lesson = await list(app, asha, {
      listing_type: "service",
      title: "Draping lesson",
      price: 800,
      booking_duration_minutes: 60,
    });
    const hours = await as(app, asha).put(`/api/vendor/services/${lesson.id}/availability`, {
      timezone: "Asia/Kolkata",
      weekly,
      overrides: [],
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      min_notice_minutes: 120,
      max_days_ahead: 60,
      capacity: 1,
      pay_at_service: true,
      cancel_hours: 24,
      meeting_provider: "in_person",
    });
    expect(hours.statusCode).toBe(200);
    await as(app, asha).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      holiday_mode: true,
      holiday_message: "Away till Monday",
    });
    // Sunday 22 November, 10:00 in India.
    const booking = await as(app, riya).post("/api/bookings", {
      listing_id: lesson.id,
      slot_start: "2026-11-22T04:30:00.000Z",
      idempotency_key: randomUUID(),
      payment_method: "pay_at_service",
      buyer_timezone: "Asia/Kolkata",
    });
    expect(booking.statusCode).toBe(409);
    expect(errorMessage(booking)).toBe("Asha's Loom is on holiday: Away till Monday");
    await as(app, asha).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      holiday_mode: false,
    });
    const open = await as(app, riya).post("/api/bookings", {
      listing_id: lesson.id,
      slot_start: "2026-11-22T04:30:00.000Z",
      idempotency_key: randomUUID(),
      payment_method: "pay_at_service",
      buyer_timezone: "Asia/Kolkata",
    });
    expect(open.statusCode).toBe(200);
  });

  it("limits the policies and the message", async () => {
    const long = await as(app, asha).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      policies: { shipping: "x".repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(ShopFrontMessages.policyTooLong);
    const message = await as(app, asha).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      holiday_message: "x".repeat(301),
    });
    expect(message.statusCode).toBe(400);
    // Another vendor cannot put her shop on holiday.
    const other = await as(app, lata).put(`/api/shops/${ashaShop.id}`, {
      ...shopBody("Asha's Loom", ["Sarees"]),
      holiday_mode: true,
    });
    expect(other.statusCode).toBe(403);
  });
});
