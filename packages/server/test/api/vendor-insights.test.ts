import type { Analytics, CustomerPage, VendorReviewPage } from "@saheli/core/contracts/vendor-insights";
import { addDays, InsightsMessages, istDay } from "@saheli/core/vendor-insights";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { deliveredOrder, orderOf } from "../helpers/orders.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let seller: Member;
let rival: Member;
let asha: Member;
let bela: Member;
let chitra: Member;
let saree: { id: string; slug: string };
let dupatta: { id: string; slug: string };
const today = istDay(new Date());

/** Puts an order on an IST day (noon there), with what else a test needs of it. */
async function placeOn(orderId: string, day: string, extra = "") {
  await rows(
    app,
    `update orders set created_at = ($2::date + time '12:00')::timestamp at time zone 'Asia/Kolkata' ${extra}
     where id = $1`,
    [orderId, day],
  );
}

const visitor = (address: string, userAgent: string, slug: string) =>
  app.inject({
    method: "GET",
    url: `/api/listings/${slug}`,
    remoteAddress: address,
    headers: { "user-agent": userAgent },
  });

const viewCount = async () => Number((await rows(app, "select count(*)::int as n from product_views"))[0]?.n);

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  seller = await member(app, "priya@example.in", { full_name: "Priya Weaves" });
  rival = await member(app, "rival@example.in", { full_name: "Rina Crafts" });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
  // Asha and Bela allowed analytics, so their views are counted by their ids (legal.test.ts: without it, anonymously).
  for (const who of [asha, bela]) await as(app, who).put("/api/privacy/choices", { analytics: true });
  await category(app, "Sarees");
  await openShop(app, seller, "Priya's Looms", ["Sarees"]);
  await openShop(app, rival, "Rina's Crafts", ["Sarees"]);
  saree = await list(app, seller, physical({ quantity: 20 }));
  dupatta = await list(app, seller, physical({ title: "Chanderi dupatta", price: 1200, sale_price: null }));
  await list(app, rival, physical({ title: "Rival stole", price: 500, sale_price: null }));
});
afterAll(() => app.close());

describe("product views", () => {
  it("counts one view per viewer per day, hashes visitors, and never counts the shop owner", async () => {
    const sellerView = await as(app, seller).get(`/api/listings/${saree.slug}`);
    expect(sellerView.statusCode).toBe(200);
    await as(app, asha).get(`/api/listings/${saree.slug}`);
    await as(app, asha).get(`/api/listings/${saree.id}`);
    await as(app, bela).get(`/api/listings/${saree.slug}`);
    await as(app, asha).get(`/api/listings/${dupatta.slug}`);
    await visitor("203.0.113.7", "Mozilla/5.0 (Android) Chrome/130", saree.slug);
    await visitor("203.0.113.7", "Mozilla/5.0 (Android) Chrome/130", saree.slug);
    await visitor("203.0.113.7", "Mozilla/5.0 (iPhone) Safari/18", saree.slug);
    await visitor("203.0.113.9", "Googlebot/2.1 (+http://www.google.com/bot.html)", saree.slug);
    // A hover's speculative fetch is not a page seen.
    await app.inject({
      method: "GET",
      url: `/api/listings/${saree.slug}`,
      remoteAddress: "203.0.113.10",
      headers: { "user-agent": "Firefox/140", purpose: "prefetch" },
    });
    // Saree: Asha, Bela and two visitors' browsers; dupatta: Asha.
    await vi.waitFor(async () => expect(await viewCount()).toBe(5), { timeout: 5000 });
    const stored = await rows(app, "select listing_id, viewer_key, day::text as day from product_views");
    expect(stored.filter((r) => r.listing_id === saree.id)).toHaveLength(4);
    expect(stored.every((r) => r.day === today)).toBe(true);
    const keys = stored.map((r) => String(r.viewer_key));
    expect(keys).not.toContain(`u:${seller.id}`);
    expect(keys).toContain(`u:${asha.id}`);
    expect(keys.some((k) => k.includes("203.0.113"))).toBe(false);
    expect(keys.filter((k) => k.startsWith("v:"))).toHaveLength(2);
    // The day's salt is kept once, for every node to hash alike.
    const salts = await rows(app, "select key from app_settings where key like 'product-view-salt:%'");
    expect(salts.map((r) => r.key)).toEqual([`product-view-salt:${today}`]);
  });

  it("keeps each listing's daily count equal to the views it counts, as views are added and removed", async () => {
    const drift = () =>
      rows(
        app,
        `select listing_id, day::text, count(*)::int as views from product_views group by 1, 2
         except select listing_id, day::text, views from listing_view_days where views > 0`,
      );
    const [seen] = await rows(app, "select listing_id, day::text as day from product_views limit 1");
    const at = [seen?.listing_id, seen?.day];
    const viewsOfDay = async () =>
      Number(
        (await rows(app, "select views from listing_view_days where listing_id = $1 and day = $2", at))[0]
          ?.views,
      );
    const before = await viewsOfDay();
    await rows(
      app,
      `insert into product_views (listing_id, viewer_key, day)
       select $1, 'u:rollup-' || n, $2::date from generate_series(1, 4) n`,
      at,
    );
    expect(await drift()).toEqual([]);
    expect(await viewsOfDay()).toBe(before + 4);
    // Views removed (a person's data purged) come off the count too; the later tests see the views as before.
    await rows(app, "delete from product_views where viewer_key like 'u:rollup-%'");
    expect(await drift()).toEqual([]);
    expect(await viewsOfDay()).toBe(before);
  });
});

describe("analytics", () => {
  beforeAll(async () => {
    const d1 = addDays(today, -1);
    const d2 = addDays(today, -2);
    const a1 = await deliveredOrder(app, asha.id, saree.id);
    await placeOn(a1.orderId, d1);
    const a2 = await deliveredOrder(app, asha.id, dupatta.id);
    await placeOn(a2.orderId, d1);
    const refunded = await orderOf(app, bela.id, saree.id, "refunded");
    await placeOn(refunded.orderId, d2, ", return_requested_at = now(), payment_status = 'refunded'");
    const cancelled = await orderOf(app, bela.id, dupatta.id, "cancelled");
    await placeOn(cancelled.orderId, d2, ", payment_status = 'void'");
    const returning = await orderOf(app, chitra.id, dupatta.id, "return_requested");
    await placeOn(returning.orderId, today, ", return_requested_at = now()");
    // An online order whose payment never came is not an order at all.
    const unpaid = await orderOf(app, chitra.id, saree.id, "placed");
    await placeOn(unpaid.orderId, today, ", payment_method = 'razorpay', payment_status = 'awaiting'");
    // Outside the 7 days, inside the 90.
    const older = await deliveredOrder(app, asha.id, saree.id);
    await placeOn(older.orderId, addDays(today, -40));
    // Yesterday's views, as recorded then: three more people saw the saree.
    await rows(
      app,
      `insert into product_views (listing_id, viewer_key, day) select $1, 'u:' || gen_random_uuid(), $2::date
       from generate_series(1, 3)`,
      [saree.id, d1],
    );
    // The rival's sales never reach Priya's figures.
    const rivalListing = await rows(
      app,
      "select l.id from listings l join shops s on s.id = l.shop_id where s.user_id = $1",
      [rival.id],
    );
    await deliveredOrder(app, asha.id, String(rivalListing[0]?.id));
  });

  it("sums revenue, orders, average order value, conversion, cancellations and returns for the last 7 days", async () => {
    const res = await as(app, seller).get(`/api/vendor/analytics?from=${addDays(today, -6)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Analytics;
    expect(body.range).toEqual({ from: addDays(today, -6), to: today, days: 7 });
    expect(body.currency).toBe("INR");
    expect(body.summary).toEqual({
      // 3999 + 1200 + 3999 (refunded) + 1200; the cancelled and the unpaid orders are not counted.
      gross_sales: 10398,
      refunds: 3999,
      revenue: 6399,
      orders: 4,
      average_order_value: 2599.5,
      views: 8,
      conversion_rate: 0.5,
      cancellations: 1,
      cancellation_rate: 0.2,
      returns: 2,
      return_rate: 0.5,
    });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    const byDay = Object.fromEntries(body.daily.map((d) => [d.day, d]));
    expect(byDay[addDays(today, -1)]).toEqual({
      day: addDays(today, -1),
      revenue: 5199,
      orders: 2,
      views: 3,
    });
    expect(byDay[addDays(today, -2)]).toEqual({ day: addDays(today, -2), revenue: 0, orders: 1, views: 0 });
    expect(byDay[today]).toEqual({ day: today, revenue: 1200, orders: 1, views: 5 });
    expect(body.daily.reduce((sum, d) => sum + d.revenue, 0)).toBe(body.summary.revenue);

    const sareeRow = body.listings.find((l) => l.id === saree.id);
    const dupattaRow = body.listings.find((l) => l.id === dupatta.id);
    // The refunded saree counts as an order of it, not as units or revenue.
    expect(sareeRow).toMatchObject({ views: 7, orders: 2, units: 1, revenue: 3999, conversion_rate: 0.2857 });
    expect(dupattaRow).toMatchObject({ views: 1, orders: 2, units: 2, revenue: 2400, conversion_rate: 2 });
    expect(body.listings.map((l) => l.title)).not.toContain("Rival stole");
    expect(body.top_by_revenue.map((l) => l.id)).toEqual([saree.id, dupatta.id]);
    expect(body.top_by_units.map((l) => l.id)).toEqual([dupatta.id, saree.id]);
  });

  it("takes the last 30 days by default and a 90-day range with older orders", async () => {
    const month = (await as(app, seller).get("/api/vendor/analytics")).json() as Analytics;
    expect(month.range).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(month.summary.orders).toBe(4);
    const quarter = (
      await as(app, seller).get(`/api/vendor/analytics?from=${addDays(today, -89)}&to=${today}`)
    ).json() as Analytics;
    expect(quarter.summary.orders).toBe(5);
    expect(quarter.summary.gross_sales).toBe(14397);
    expect(quarter.daily).toHaveLength(90);
  });

  it("refuses a bad date, a reversed range and one longer than 366 days", async () => {
    const ask = (query: string) => as(app, seller).get(`/api/vendor/analytics?${query}`);
    const bad = await ask("from=2026-02-30&to=2026-03-01");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(InsightsMessages.badDate);
    const reversed = await ask(`from=${today}&to=${addDays(today, -1)}`);
    expect(errorOf(reversed).message).toBe(InsightsMessages.rangeOrder);
    const long = await ask(`from=${addDays(today, -366)}&to=${today}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe(InsightsMessages.rangeTooLong);
    expect((await ask(`from=${addDays(today, -365)}&to=${today}`)).statusCode).toBe(200);
  });

  it("exports the daily series and every listing as CSV", async () => {
    const from = addDays(today, -6);
    const res = await as(app, seller).get(`/api/vendor/analytics.csv?from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="analytics-${from}-to-${today}.csv"`,
    );
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(`Daily figures,${from} to ${today},IST days`);
    expect(lines[1]).toBe("Day,Revenue (INR),Orders,Views");
    expect(lines.slice(2, 9)).toHaveLength(7);
    expect(lines[8]).toBe(`${today},1200,1,5`);
    expect(lines[9]).toBe("");
    expect(lines[10]).toBe("Listings");
    expect(lines[11]).toBe("Listing,Type,Link,Views,Orders,Units,Revenue (INR),Conversion");
    expect(lines[12]).toMatch(
      new RegExp(`^Banarasi silk saree,physical,http[^,]+/product/${saree.slug},7,2,1,3999,0.2857$`),
    );
    expect(lines[13]).toMatch(/^Chanderi dupatta,physical,.+,1,2,2,2400,2$/);
  });

  it("shows another vendor only her own shop, a member without a shop a 404 and a visitor a 401", async () => {
    const rivals = (await as(app, rival).get("/api/vendor/analytics")).json() as Analytics;
    expect(rivals.summary.orders).toBe(1);
    expect(rivals.listings.map((l) => l.title)).toEqual(["Rival stole"]);
    const shopless = await as(app, chitra).get("/api/vendor/analytics");
    expect(shopless.statusCode).toBe(404);
    expect(errorOf(shopless).message).toBe(InsightsMessages.noShop);
    for (const url of [
      "/api/vendor/analytics",
      "/api/vendor/analytics.csv",
      "/api/vendor/customers",
      "/api/vendor/reviews",
    ]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});

describe("customers", () => {
  it("lists who bought from her with orders, total spent and last order, a page at a time", async () => {
    const first = await as(app, seller).get("/api/vendor/customers?limit=2");
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as CustomerPage;
    // Chitra's latest order (today) is the returning dupatta; Asha's and Bela's follow.
    expect(page1.items.map((c) => c.full_name)).toEqual(["Chitra Iyer", "Asha Rao"]);
    expect(page1.items[0]).toMatchObject({ orders: 1, total_spent: 1200 });
    // Asha: the saree and dupatta yesterday, the saree 40 days ago (her order at the rival's is not Priya's).
    expect(page1.items[1]).toMatchObject({ orders: 3, total_spent: 9198 });
    expect(page1.next_cursor).not.toBeNull();
    const page2 = (
      await as(app, seller).get(`/api/vendor/customers?limit=2&cursor=${page1.next_cursor}`)
    ).json() as CustomerPage;
    // Bela: a refunded saree (spent nothing in the end) and a cancelled dupatta (not an order).
    expect(page2.items.map((c) => [c.full_name, c.orders, c.total_spent])).toEqual([["Bela Shah", 1, 0]]);
    expect(page2.next_cursor).toBeNull();
    expect(new Date(page2.items[0]!.last_order_at) < new Date(page1.items[1]!.last_order_at)).toBe(true);
  });

  it("finds a customer by name and refuses a forged cursor", async () => {
    const found = (await as(app, seller).get("/api/vendor/customers?q=bela")).json() as CustomerPage;
    expect(found.items.map((c) => c.full_name)).toEqual(["Bela Shah"]);
    const none = (await as(app, seller).get("/api/vendor/customers?q=%25")).json() as CustomerPage;
    expect(none.items).toEqual([]);
    expect((await as(app, seller).get("/api/vendor/customers?cursor=nonsense")).statusCode).toBe(400);
  });

  it("gives another vendor only her own buyers", async () => {
    const rivals = (await as(app, rival).get("/api/vendor/customers")).json() as CustomerPage;
    expect(rivals.items.map((c) => c.full_name)).toEqual(["Asha Rao"]);
    expect(rivals.items[0]).toMatchObject({ orders: 1, total_spent: 500 });
  });
});

describe("reviews and replies", () => {
  let ashaReview: string;
  let belaReview: string;

  beforeAll(async () => {
    await as(app, asha).post(`/api/listings/${saree.id}/reviews`, { rating: 5, comment: "Gorgeous weave." });
    await as(app, asha).post(`/api/listings/${dupatta.id}/reviews`, { rating: 3, comment: "Thin fabric" });
    // Bela's review predates orders: no order line, so not a verified purchase.
    const [row] = await rows(
      app,
      `insert into listing_reviews (listing_id, user_id, rating, comment, created_at)
       values ($1, $2, 4, 'Lovely colours', now() - interval '1 day') returning id`,
      [saree.id, bela.id],
    );
    belaReview = String(row?.id);
    const [mine] = await rows(app, "select id from listing_reviews where user_id = $1 and listing_id = $2", [
      asha.id,
      saree.id,
    ]);
    ashaReview = String(mine?.id);
  });

  it("lists every review of her listings with the listing, reviewer and verified purchase mark", async () => {
    const res = await as(app, seller).get("/api/vendor/reviews");
    expect(res.statusCode).toBe(200);
    const page = res.json() as VendorReviewPage;
    expect(page.unanswered).toBe(3);
    expect(
      page.items.map((r) => [r.listing.title, r.rating, r.author.full_name, r.verified_purchase]),
    ).toEqual([
      ["Chanderi dupatta", 3, "Asha Rao", true],
      ["Banarasi silk saree", 5, "Asha Rao", true],
      ["Banarasi silk saree", 4, "Bela Shah", false],
    ]);
    const paged = (await as(app, seller).get("/api/vendor/reviews?limit=2")).json() as VendorReviewPage;
    expect(paged.items).toHaveLength(2);
    const rest = (
      await as(app, seller).get(`/api/vendor/reviews?limit=2&cursor=${paged.next_cursor}`)
    ).json() as VendorReviewPage;
    expect(rest.items.map((r) => r.id)).toEqual([belaReview]);
    expect(rest.next_cursor).toBeNull();
  });

  it("takes one public reply, shows it under the review, tells the reviewer, and refuses a second", async () => {
    const empty = await as(app, seller).put(`/api/vendor/reviews/${ashaReview}/reply`, { reply: "   " });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toContain(InsightsMessages.replyRequired);
    const long = await as(app, seller).put(`/api/vendor/reviews/${ashaReview}/reply`, {
      reply: "a".repeat(1001),
    });
    expect(errorOf(long).message).toContain(InsightsMessages.replyTooLong);

    const res = await as(app, seller).put(`/api/vendor/reviews/${ashaReview}/reply`, {
      reply: "  Thank you, Asha! Wear it well.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ashaReview, reply: "Thank you, Asha! Wear it well." });
    expect(res.json().reply_at).toEqual(expect.any(String));

    const again = await as(app, seller).put(`/api/vendor/reviews/${ashaReview}/reply`, { reply: "Edited" });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(InsightsMessages.alreadyReplied);

    // Public: on the listing's reviews and the shop's, for anyone.
    const onListing = (await app.inject({ method: "GET", url: `/api/listings/${saree.id}/reviews` })).json();
    const shown = onListing.items.find((r: { id: string }) => r.id === ashaReview);
    expect(shown).toMatchObject({ reply: "Thank you, Asha! Wear it well.", reply_at: expect.any(String) });
    expect(onListing.items.find((r: { id: string }) => r.id === belaReview)).toMatchObject({
      reply: null,
      reply_at: null,
    });

    const [note] = await rows(
      app,
      "select type, actor_id, message, action_url from notifications where recipient_id = $1 and actor_id = $2",
      [asha.id, seller.id],
    );
    expect(note).toMatchObject({ type: "review", message: "replied to your review of Banarasi silk saree" });
    expect(String(note?.action_url)).toBe(`/product/${saree.slug}`);

    const unanswered = (
      await as(app, seller).get("/api/vendor/reviews?filter=unanswered")
    ).json() as VendorReviewPage;
    expect(unanswered.unanswered).toBe(2);
    expect(unanswered.items.map((r) => r.id)).not.toContain(ashaReview);
  });

  it("gives another vendor none of her reviews and refuses her reply; a visitor is asked to sign in", async () => {
    const rivals = (await as(app, rival).get("/api/vendor/reviews")).json() as VendorReviewPage;
    expect(rivals.items).toEqual([]);
    expect(rivals.unanswered).toBe(0);
    const refused = await as(app, rival).put(`/api/vendor/reviews/${belaReview}/reply`, {
      reply: "Buy mine instead",
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(InsightsMessages.reviewNotFound);
    const visitorReply = await app.inject({
      method: "PUT",
      url: `/api/vendor/reviews/${belaReview}/reply`,
      payload: { reply: "Hi" },
    });
    expect(visitorReply.statusCode).toBe(401);
    const [stored] = await rows(app, "select reply from listing_reviews where id = $1", [belaReview]);
    expect(stored?.reply).toBeNull();
  });
});
