import { randomUUID } from "node:crypto";
import { OrderMessages, OrderStatusLabels } from "@saheli/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let lata: Member;
let riya: Member;
let stranger: Member;
let ashaShop: { id: string; slug: string };

beforeAll(async () => {
  clock = manualClock(new Date("2026-11-20T10:00:00Z"));
  app = await createTestApp({ relaxedLimits: true, overrides: { clock } });
  asha = await member(app, "asha@example.in", { full_name: "Asha Devi" });
  lata = await member(app, "lata@example.in", { full_name: "Lata Iyer" });
  riya = await member(app, "riya@example.in", { full_name: "Riya Sen" });
  stranger = await member(app, "stranger@example.in");
  await category(app, "Sarees");
  ashaShop = await openShop(app, asha, "Asha's Loom", ["Sarees"]);
  await openShop(app, lata, "Lata Crafts", ["Sarees"]);
});
afterAll(() => app.close());

async function addressFor(who: Member, over: Record<string, string> = {}) {
  const body = {
    name: "Home",
    full_name: "Riya Sen",
    phone: "9876543210",
    pincode: "560001",
    city: "Bengaluru",
    state: "Karnataka",
    address_line: "12 MG Road",
    ...over,
  };
  const { items } = (await as(app, who).post("/api/locations", body)).json();
  return items.find((item: { pincode: string }) => item.pincode === body.pincode).id as string;
}

const add = (who: Member, listing_id: string, quantity = 1) =>
  as(app, who).post("/api/cart/items", { listing_id, quantity });

const placeCod = (who: Member, address_id: string, key = randomUUID()) =>
  as(app, who).post("/api/checkout", { address_id, payment_method: "cod", idempotency_key: key });

const stockOf = async (listingId: string) =>
  Number((await rows(app, "select quantity from listings where id = $1", [listingId]))[0]?.quantity);

const move = (who: Member, number: string, body: object) =>
  as(app, who).patch(`/api/vendor/orders/${number}`, body);

describe("checkout", () => {
  it("splits her cart into one order per shop, charges shipping per parcel, and takes the stock", async () => {
    const saree = await list(
      app,
      asha,
      physical({ title: "Chanderi saree", price: 300, sale_price: null, quantity: 5 }),
    );
    const dupatta = await list(
      app,
      lata,
      physical({ title: "Phulkari dupatta", price: 250, sale_price: null, quantity: 2 }),
    );
    const address = await addressFor(riya);
    await add(riya, saree.id, 2);
    clock.advance(1000);
    await add(riya, dupatta.id);

    const quote = (await as(app, riya).post("/api/checkout/quote", { address_id: address })).json();
    expect(quote.problems).toEqual([]);
    expect(
      quote.shops.map((s: { shop_name: string; subtotal: number; shipping: number; total: number }) => [
        s.shop_name,
        s.subtotal,
        s.shipping,
        s.total,
      ]),
    ).toEqual([
      ["Asha's Loom", 600, 50, 650],
      ["Lata Crafts", 250, 50, 300],
    ]);
    expect(quote.total).toBe(950);
    expect(quote.payment_methods).toEqual([
      { method: "cod", available: true, reason: null },
      // No Razorpay keys in this app: online payment is not offered at all.
      { method: "razorpay", available: false, reason: null },
    ]);

    const placed = await placeCod(riya, address);
    expect(placed.statusCode).toBe(200);
    const result = placed.json();
    expect(result.payment_status).toBe("cod");
    expect(result.total).toBe(950);
    expect(result.orders).toHaveLength(2);
    for (const order of result.orders) expect(order.order_number).toMatch(/^SAH-2026-\d{6}$/);
    expect(await stockOf(saree.id)).toBe(3);
    expect(await stockOf(dupatta.id)).toBe(1);
    expect((await as(app, riya).get("/api/cart")).json().items).toEqual([]);

    const mine = (await as(app, riya).get("/api/orders")).json();
    expect(mine.items.map((o: { shop_name: string }) => o.shop_name).sort()).toEqual([
      "Asha's Loom",
      "Lata Crafts",
    ]);
    const ashaOrders = (await as(app, asha).get("/api/vendor/orders?filter=new")).json();
    expect(ashaOrders.items).toHaveLength(1);
    expect(ashaOrders.items[0]).toMatchObject({ buyer_name: "Riya Sen", total_amount: 650, item_count: 2 });
    expect((await as(app, asha).get("/api/realtime/stats")).json().pendingOrders).toBe(1);
    // The shop hears of the order in the app.
    await expect
      .poll(
        async () =>
          (
            await rows(app, "select title from notifications where recipient_id = $1 and type = 'order'", [
              asha.id,
            ])
          ).map((r) => r.title),
        { timeout: 5000 },
      )
      .toContain("New order");
  });

  it("answers the same checkout for the same key, even twenty times at once", async () => {
    const shawl = await list(
      app,
      asha,
      physical({ title: "Pashmina shawl", price: 2000, sale_price: null, quantity: 10 }),
    );
    const buyer = await member(app, "twenty@example.in", { full_name: "Twenty Clicks" });
    const address = await addressFor(buyer);
    await add(buyer, shawl.id, 2);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeCod(buyer, address, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().checkout_id)).size).toBe(1);
    const [count] = await rows(app, "select count(*)::int as n from checkouts where buyer_id = $1", [
      buyer.id,
    ]);
    expect(count?.n).toBe(1);
    expect(await stockOf(shawl.id)).toBe(8);
  });

  it("never sells more than the stock when many buyers check out at once", async () => {
    const kurti = await list(
      app,
      asha,
      physical({ title: "Block-print kurti", price: 799, sale_price: null, quantity: 3 }),
    );
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => member(app, `rush${i}@example.in`, { full_name: `Rush ${i}` })),
    );
    const addresses = await Promise.all(buyers.map((b) => addressFor(b)));
    for (const buyer of buyers) await add(buyer, kurti.id);
    const answers = await Promise.all(buyers.map((b, i) => placeCod(b, addresses[i]!)));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(3);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(errorMessage(lost)).toBe(OrderMessages.soldOut("Block-print kurti"));
    }
    expect(await stockOf(kurti.id)).toBe(0);
  });

  it("says before payment what stops the order, and never trusts a total from the page", async () => {
    const buyer = await member(app, "careful@example.in");
    const address = await addressFor(buyer, { pincode: "110001", city: "New Delhi", state: "Delhi" });
    const lamp = await list(
      app,
      asha,
      physical({ title: "Brass diya", price: 600, sale_price: null, quantity: 1 }),
    );
    await add(buyer, lamp.id);
    const tampered = await as(app, buyer).post("/api/checkout", {
      address_id: address,
      payment_method: "cod",
      idempotency_key: randomUUID(),
      expected_total: 1,
    });
    expect(tampered.statusCode).toBe(409);
    expect(errorMessage(tampered)).toBe(OrderMessages.priceChanged);

    await rows(app, "update shops set cod_blocked_pincodes = '{110001}' where id = $1", [ashaShop.id]);
    const blocked = (await as(app, buyer).post("/api/checkout/quote", { address_id: address })).json();
    expect(blocked.payment_methods[0]).toEqual({
      method: "cod",
      available: false,
      reason: OrderMessages.codArea("Asha's Loom", "110001"),
    });
    expect(errorMessage(await placeCod(buyer, address))).toBe(OrderMessages.codArea("Asha's Loom", "110001"));
    await rows(app, "update shops set cod_blocked_pincodes = '{}', cod_enabled = false where id = $1", [
      ashaShop.id,
    ]);
    expect(errorMessage(await placeCod(buyer, address))).toBe(OrderMessages.codOff("Asha's Loom"));
    await rows(app, "update shops set cod_enabled = true where id = $1", [ashaShop.id]);

    await rows(app, "update listings set quantity = 0 where id = $1", [lamp.id]);
    const soldOut = (await as(app, buyer).post("/api/checkout/quote", { address_id: address })).json();
    expect(soldOut.problems).toEqual([OrderMessages.soldOut("Brass diya")]);
    expect(errorMessage(await placeCod(buyer, address))).toBe(OrderMessages.soldOut("Brass diya"));
    expect(await rows(app, "select 1 from checkouts where buyer_id = $1", [buyer.id])).toEqual([]);

    const someoneElses = await addressFor(stranger);
    const notHers = await as(app, buyer).post("/api/checkout/quote", { address_id: someoneElses });
    expect(errorMessage(notHers)).toBe(OrderMessages.addressNotFound);
  });

  it("keeps cash on delivery to the platform's ceiling", async () => {
    const buyer = await member(app, "bigspender@example.in");
    const address = await addressFor(buyer);
    const lehenga = await list(
      app,
      asha,
      physical({ title: "Bridal lehenga", price: 24000, sale_price: null, quantity: 1 }),
    );
    await add(buyer, lehenga.id);
    const quote = (await as(app, buyer).post("/api/checkout/quote", { address_id: address })).json();
    expect(quote.payment_methods[0].reason).toBe(OrderMessages.codCeiling("₹10,000"));
  });
});

describe("orders", () => {
  async function freshOrder(quantity = 1) {
    const buyer = await member(app, `buyer-${randomUUID().slice(0, 8)}@example.in`, {
      full_name: "Meera Nair",
    });
    const address = await addressFor(buyer);
    const item = await list(
      app,
      asha,
      physical({ title: "Ikat cushion cover", price: 350, sale_price: null, quantity: 10 }),
    );
    await add(buyer, item.id, quantity);
    const placed = (await placeCod(buyer, address)).json();
    return { buyer, item, number: placed.orders[0].order_number as string };
  }

  it("answers an order only to its buyer and its shop; anyone else gets 'Order not found'", async () => {
    const { buyer, number } = await freshOrder();
    const hers = (await as(app, buyer).get(`/api/orders/${number}`)).json();
    expect(hers).toMatchObject({
      success: true,
      order: { order_number: number, viewer: "buyer", order_status: "placed" },
    });
    expect(hers.order.next_moves).toEqual(["cancelled"]);
    expect(hers.order.timeline).toMatchObject([{ status: "placed", actor: "buyer" }]);
    const shop = (await as(app, asha).get(`/api/orders/${encodeURIComponent(number.toLowerCase())}`)).json();
    expect(shop.order).toMatchObject({ viewer: "vendor", next_moves: ["confirmed", "cancelled"] });
    for (const res of [
      await as(app, stranger).get(`/api/orders/${number}`),
      await as(app, lata).get(`/api/orders/${number}`),
      await as(app, stranger).post(`/api/orders/${number}/cancel`, {}),
      await move(stranger, number, { status: "confirmed" }),
      await move(buyer, number, { status: "confirmed" }),
      await as(app, stranger).get("/api/orders/SAH-2026-999999"),
      await as(app, stranger).get("/api/orders/not-a-number"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorMessage(res)).toBe(OrderMessages.notFound);
    }
  });

  it("walks a parcel to her door, with a timeline and a notice at every step", async () => {
    const { buyer, number } = await freshOrder();
    expect((await move(asha, number, { status: "packed" })).json().error.message).toBe(
      OrderMessages.illegalMove("placed", "packed"),
    );
    expect((await move(asha, number, { status: "confirmed" })).json().order.invoice_number).toMatch(
      /^2026-27\/\d{6}$/,
    );
    await move(asha, number, { status: "packed" });
    const noAwb = await move(asha, number, { status: "shipped", carrier: "Delhivery" });
    expect(errorMessage(noAwb)).toBe(OrderMessages.shippingDetailsRequired);
    const badLink = await move(asha, number, {
      status: "shipped",
      carrier: "Delhivery",
      awb: "DL12345678",
      tracking_url: "javascript:alert(1)",
    });
    expect(badLink.statusCode).toBe(400);
    const shipped = (
      await move(asha, number, {
        status: "shipped",
        carrier: "Delhivery",
        awb: "DL12345678",
        tracking_url: "https://www.delhivery.com/track/package/DL12345678",
      })
    ).json().order;
    expect(shipped).toMatchObject({ carrier: "Delhivery", awb: "DL12345678", order_status: "shipped" });
    const late = await as(app, buyer).post(`/api/orders/${number}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(errorMessage(late)).toBe(OrderMessages.cancelTooLate);
    await move(asha, number, { status: "out_for_delivery" });
    const delivered = (await move(asha, number, { status: "delivered" })).json().order;
    expect(delivered.payment_status).toBe("collected");
    expect(delivered.timeline.map((e: { status: string }) => e.status)).toEqual([
      "placed",
      "confirmed",
      "packed",
      "shipped",
      "out_for_delivery",
      "delivered",
    ]);
    await expect
      .poll(
        async () =>
          (
            await rows(app, "select title from notifications where recipient_id = $1 order by created_at", [
              buyer.id,
            ])
          ).map((r) => r.title),
        { timeout: 5000 },
      )
      .toEqual([
        "Order placed",
        "Order confirmed",
        "Order packed",
        "Order shipped",
        "Out for delivery",
        "Delivered",
      ]);
    const ashaCounts = (await as(app, asha).get("/api/vendor/orders/counts")).json();
    expect(ashaCounts).toMatchObject({ returns: 0 });
  });

  it("lets her cancel before it ships, and the stock goes back", async () => {
    const { buyer, item, number } = await freshOrder(3);
    expect(await stockOf(item.id)).toBe(7);
    const cancelled = (
      await as(app, buyer).post(`/api/orders/${number}/cancel`, { reason: "Ordered twice" })
    ).json();
    expect(cancelled.order).toMatchObject({
      order_status: "cancelled",
      payment_status: "void",
      cancel_reason: "Ordered twice",
    });
    expect(await stockOf(item.id)).toBe(10);
    const again = await as(app, buyer).post(`/api/orders/${number}/cancel`, {});
    expect(errorMessage(again)).toBe(OrderMessages.cancelTooLate);
    const vendorCancel = await freshOrder();
    expect(errorMessage(await move(asha, vendorCancel.number, { status: "cancelled" }))).toBe(
      OrderMessages.reasonRequired,
    );
    expect(
      (await move(asha, vendorCancel.number, { status: "cancelled", reason: "Out of stock" })).json().order
        .order_status,
    ).toBe("cancelled");
  });

  it("takes a return within 30 days of delivery, and the shop decides it", async () => {
    const deliver = async () => {
      const order = await freshOrder();
      for (const status of ["confirmed", "packed"]) await move(asha, order.number, { status });
      await move(asha, order.number, { status: "shipped", carrier: "DTDC", awb: "D1234567" });
      await move(asha, order.number, { status: "delivered" });
      return order;
    };
    const early = await freshOrder();
    expect(
      errorMessage(await as(app, early.buyer).post(`/api/orders/${early.number}/return`, { reason: "Torn" })),
    ).toBe(OrderMessages.returnNotDelivered);

    const { buyer, number } = await deliver();
    const noReason = await as(app, buyer).post(`/api/orders/${number}/return`, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    const foreignPhoto = await as(app, buyer).post(`/api/orders/${number}/return`, {
      reason: "Colour differs",
      photos: ["/media/return-photos/someone-else/x.jpg"],
    });
    expect(foreignPhoto.statusCode).toBe(400);
    const asked = (
      await as(app, buyer).post(`/api/orders/${number}/return`, { reason: "Colour differs from the photo" })
    ).json();
    expect(asked.order).toMatchObject({
      order_status: "return_requested",
      return_reason: "Colour differs from the photo",
    });
    expect((await as(app, asha).get("/api/vendor/orders/counts")).json().returns).toBe(1);
    expect(errorMessage(await move(asha, number, { status: "return_rejected" }))).toBe(
      OrderMessages.reasonRequired,
    );
    await move(asha, number, { status: "return_approved" });
    const refunded = (await move(asha, number, { status: "refunded" })).json().order;
    expect(refunded).toMatchObject({ order_status: "refunded", payment_status: "refunded" });

    const old = await deliver();
    // Delivered 31 days ago (moving the clock that far would end everyone's sessions).
    await rows(
      app,
      "update orders set delivered_at = delivered_at - interval '31 days' where order_number = $1",
      [old.number],
    );
    const tooLate = await as(app, old.buyer).post(`/api/orders/${old.number}/return`, {
      reason: "Changed my mind",
    });
    expect(tooLate.statusCode).toBe(409);
    expect(errorMessage(tooLate)).toBe(OrderMessages.returnTooLate);
    expect((await as(app, old.buyer).get(`/api/orders/${old.number}`)).json().order.next_moves).toEqual([]);
  });

  it("puts an order back in her cart", async () => {
    const { buyer, number } = await freshOrder(2);
    const cart = (await as(app, buyer).post(`/api/orders/${number}/reorder`)).json();
    expect(cart.items).toMatchObject([{ quantity: 2, listing: { title: "Ikat cushion cover" } }]);
  });

  it("pages her orders newest first and finds one by its number", async () => {
    const buyer = await member(app, "pager@example.in");
    const address = await addressFor(buyer);
    const item = await list(
      app,
      asha,
      physical({ title: "Madhubani print", price: 120, sale_price: null, quantity: 50 }),
    );
    const numbers: string[] = [];
    for (let i = 0; i < 22; i++) {
      await add(buyer, item.id);
      numbers.push((await placeCod(buyer, address)).json().orders[0].order_number);
      clock.advance(1000);
    }
    const first = (await as(app, buyer).get("/api/orders")).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].order_number).toBe(numbers.at(-1));
    const second = (await as(app, buyer).get(`/api/orders?cursor=${first.next_cursor}`)).json();
    expect(second.items.map((o: { order_number: string }) => o.order_number)).toEqual([
      numbers[1],
      numbers[0],
    ]);
    expect(second.next_cursor).toBeNull();
    const found = (await as(app, buyer).get(`/api/orders?q=${numbers[5]!.slice(-6)}`)).json();
    expect(found.items.map((o: { order_number: string }) => o.order_number)).toEqual([numbers[5]]);
    expect((await as(app, buyer).get("/api/orders?cursor=forged")).statusCode).toBe(400);
    expect(OrderStatusLabels.placed).toBe("Placed");
  });
});
