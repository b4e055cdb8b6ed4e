import { ListingMessages } from "@saheli/core/listings";
import { OrderMessages } from "@saheli/core/orders";
import { ReviewMessages } from "@saheli/core/reviews";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { deliveredOrder, orderOf } from "../helpers/orders.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let seller: Member;
let asha: Member;
let bela: Member;
let shop: { id: string; slug: string };
let saree: { id: string; slug: string };
let dupatta: { id: string; slug: string };

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, "seller@example.in", { full_name: "Priya Weaves" });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  await category(app, "Sarees");
  shop = await openShop(app, seller, "Priya's Looms", ["Sarees"]);
  saree = await list(app, seller, physical());
  dupatta = await list(app, seller, physical({ title: "Chanderi dupatta", price: 1200, sale_price: null }));
});
afterAll(() => app.close());

const counters = async (listingId: string) => {
  const [listing] = await rows(app, "select average_rating, total_reviews from listings where id = $1", [
    listingId,
  ]);
  const [owner] = await rows(app, "select average_rating, total_reviews from shops where id = $1", [shop.id]);
  return {
    listing: { average: Number(listing?.average_rating), total: listing?.total_reviews },
    shop: { average: Number(owner?.average_rating), total: owner?.total_reviews },
  };
};

describe("reviewing a listing", () => {
  it("takes one review per person and keeps the listing's and shop's rating exact", async () => {
    await deliveredOrder(app, asha.id, saree.id);
    const latest = await deliveredOrder(app, asha.id, saree.id);
    await deliveredOrder(app, bela.id, saree.id);
    await deliveredOrder(app, bela.id, dupatta.id);
    const first = await as(app, asha).post(`/api/listings/${saree.id}/reviews`, {
      rating: 5,
      comment: "  Gorgeous weave.  ",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      summary: { average_rating: 5, total_reviews: 1 },
      mine: {
        rating: 5,
        comment: "Gorgeous weave.",
        is_mine: true,
        verified_purchase: true,
        author: { full_name: "Asha Rao" },
      },
      can_review: false,
    });
    const [stored] = await rows(app, "select order_item_id from listing_reviews where user_id = $1", [
      asha.id,
    ]);
    expect(stored?.order_item_id).toBe(latest.orderItemId);
    await as(app, bela).post(`/api/listings/${saree.id}/reviews`, { rating: 4 });
    await as(app, bela).post(`/api/listings/${dupatta.id}/reviews`, { rating: 2, comment: "Thin fabric" });
    expect(await counters(saree.id)).toEqual({
      listing: { average: 4.5, total: 2 },
      shop: { average: 3.7, total: 3 },
    });

    const again = await as(app, asha).post(`/api/listings/${saree.id}/reviews`, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ReviewMessages.alreadyReviewed);
    expect((await counters(saree.id)).listing).toEqual({ average: 4.5, total: 2 });
  });

  it("counts right when many people review at once", async () => {
    const people = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => member(app, `rush${n}@example.in`)));
    const vase = await list(app, seller, physical({ title: "Brass vase", sale_price: null }));
    for (const who of people) await deliveredOrder(app, who.id, vase.id);
    const answers = await Promise.all(
      people.map((who, n) => as(app, who).post(`/api/listings/${vase.id}/reviews`, { rating: (n % 5) + 1 })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const { listing } = await counters(vase.id);
    expect(listing).toEqual({ average: 2.7, total: 6 });
  });

  it("refuses the seller, guests, bad stars and listings not on sale", async () => {
    const own = await as(app, seller).post(`/api/listings/${saree.id}/reviews`, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(ReviewMessages.ownListing);

    const guest = await app.inject({
      method: "POST",
      url: `/api/listings/${saree.id}/reviews`,
      payload: { rating: 5 },
    });
    expect(guest.statusCode).toBe(401);

    for (const rating of [0, 6, 3.5, "5", null]) {
      const bad = await as(app, asha).post(`/api/listings/${dupatta.id}/reviews`, { rating });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toContain(ReviewMessages.ratingRequired);
    }
    const long = await as(app, asha).post(`/api/listings/${dupatta.id}/reviews`, {
      rating: 4,
      comment: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);

    const gone = await list(app, seller, physical({ title: "Old stock", sale_price: null }));
    await deliveredOrder(app, asha.id, gone.id);
    await as(app, seller).del(`/api/listings/${gone.id}`);
    const late = await as(app, asha).post(`/api/listings/${gone.id}/reviews`, { rating: 5 });
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toBe(ListingMessages.notFound);
  });

  it("lets her change or delete her own review only, recounting each time", async () => {
    const changed = await as(app, asha).put(`/api/listings/${saree.id}/reviews/mine`, {
      rating: 3,
      comment: "Colour faded after one wash.",
    });
    expect(changed.statusCode).toBe(204);
    expect((await counters(saree.id)).listing).toEqual({ average: 3.5, total: 2 });

    const nothing = await as(app, seller).put(`/api/listings/${saree.id}/reviews/mine`, { rating: 1 });
    expect(nothing.statusCode).toBe(404);
    expect(errorOf(nothing).message).toBe(ReviewMessages.notFound);
    const noDelete = await as(app, seller).del(`/api/listings/${saree.id}/reviews/mine`);
    expect(noDelete.statusCode).toBe(404);

    expect((await as(app, asha).del(`/api/listings/${saree.id}/reviews/mine`)).statusCode).toBe(204);
    expect(await counters(saree.id)).toMatchObject({ listing: { average: 4, total: 1 } });
    const page = await as(app, asha).get(`/api/listings/${saree.id}/reviews`);
    expect(page.json()).toMatchObject({ mine: null, can_review: true });
  });

  it("refuses anyone without a delivered order of the listing, and says why", async () => {
    const dina = await member(app, "dina@example.in", { full_name: "Dina Paul" });
    const shawl = await list(app, seller, physical({ title: "Pashmina shawl", sale_price: null }));
    const refused = async () => {
      const res = await as(app, dina).post(`/api/listings/${shawl.id}/reviews`, { rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(OrderMessages.reviewNeedsPurchase);
      const page = await as(app, dina).get(`/api/listings/${shawl.id}/reviews`);
      expect(page.json()).toMatchObject({ mine: null, can_review: false });
    };

    // A stranger; then a delivered order of another listing; then orders of this one not delivered (yet).
    await refused();
    await deliveredOrder(app, dina.id, dupatta.id);
    await refused();
    for (const status of ["placed", "confirmed", "shipped", "out_for_delivery", "cancelled"] as const) {
      await orderOf(app, dina.id, shawl.id, status);
      await refused();
    }
    // Someone else's delivered order of it does not count for her.
    await deliveredOrder(app, bela.id, shawl.id);
    await refused();
    expect((await counters(shawl.id)).listing).toEqual({ average: 0, total: 0 });

    // Once hers is delivered she may, and a return asked for afterwards does not take that away.
    const line = await orderOf(app, dina.id, shawl.id, "return_requested");
    expect((await as(app, dina).get(`/api/listings/${shawl.id}/reviews`)).json().can_review).toBe(true);
    const posted = await as(app, dina).post(`/api/listings/${shawl.id}/reviews`, { rating: 4 });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().mine).toMatchObject({ rating: 4, verified_purchase: true });
    const [stored] = await rows(
      app,
      "select order_item_id from listing_reviews where user_id = $1 and listing_id = $2",
      [dina.id, shawl.id],
    );
    expect(stored?.order_item_id).toBe(line.orderItemId);
  });

  it("keeps reviews from before orders existed: listed, unverified, still hers to change", async () => {
    const esha = await member(app, "esha@example.in", { full_name: "Esha Nair" });
    const stole = await list(app, seller, physical({ title: "Kantha stole", sale_price: null }));
    // As the demo seed wrote them: no order line.
    await rows(
      app,
      "insert into listing_reviews (listing_id, user_id, rating, comment) values ($1, $2, 5, 'Lovely work')",
      [stole.id, esha.id],
    );
    const listed = await app.inject({ url: `/api/listings/${stole.id}/reviews` });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ comment: "Lovely work", verified_purchase: false, is_mine: false }),
    ]);
    const shopPage = await app.inject({ url: `/api/shops/${shop.slug}/reviews?limit=50` });
    expect(shopPage.json().items).toContainEqual(
      expect.objectContaining({ comment: "Lovely work", verified_purchase: false }),
    );

    // A second one is refused as a second one, not for want of an order.
    const again = await as(app, esha).post(`/api/listings/${stole.id}/reviews`, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ReviewMessages.alreadyReviewed);

    const changed = await as(app, esha).put(`/api/listings/${stole.id}/reviews/mine`, {
      rating: 4,
      comment: "Lovely work, a little thin",
    });
    expect(changed.statusCode).toBe(204);
    const mine = (await as(app, esha).get(`/api/listings/${stole.id}/reviews`)).json().mine;
    expect(mine).toMatchObject({ rating: 4, verified_purchase: false, is_mine: true });

    // Once she has it delivered, her next change makes it a verified one.
    await deliveredOrder(app, esha.id, stole.id);
    await as(app, esha).put(`/api/listings/${stole.id}/reviews/mine`, {
      rating: 4,
      comment: "Bought it too",
    });
    const verified = (await as(app, esha).get(`/api/listings/${stole.id}/reviews`)).json().mine;
    expect(verified).toMatchObject({ comment: "Bought it too", verified_purchase: true });
  });

  it("pages reviews with a star summary, and gathers a shop's across its listings", async () => {
    const page = await app.inject({ url: `/api/listings/${saree.id}/reviews?limit=1` });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items).toHaveLength(1);
    expect(body.next_offset).toBeNull();
    expect(body.can_review).toBe(false);
    expect(body.summary.distribution[1]).toEqual({ stars: 4, count: 1, percent: 100 });

    const shopPage = await app.inject({ url: `/api/shops/${shop.slug}/reviews?limit=2` });
    expect(shopPage.statusCode).toBe(200);
    const shopBody = shopPage.json();
    expect(shopBody.items).toHaveLength(2);
    expect(shopBody.next_offset).toBe(2);
    expect(shopBody.items[0].listing).toMatchObject({ title: expect.any(String), slug: expect.any(String) });
    const [counted] = await rows(app, "select total_reviews from shops where id = $1", [shop.id]);
    expect(shopBody.summary.total_reviews).toBe(counted?.total_reviews);
  });

  it("tells the seller about a new review", async () => {
    const carla = await member(app, "carla@example.in", { full_name: "Carla Dsouza" });
    await deliveredOrder(app, carla.id, dupatta.id);
    await as(app, carla).post(`/api/listings/${dupatta.id}/reviews`, { rating: 5 });
    const notes = await rows(
      app,
      "select type, message, action_url from notifications where recipient_id = $1 and type = 'review'",
      [seller.id],
    );
    expect(notes).toContainEqual({
      type: "review",
      message: "gave Chanderi dupatta 5 stars",
      action_url: `/product/${dupatta.slug}`,
    });
  });
});
