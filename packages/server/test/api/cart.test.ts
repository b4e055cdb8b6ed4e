import { CartMessages } from "@saheli/core/cart";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let vendor: Member;
let riya: Member;
let meera: Member;

beforeAll(async () => {
  app = await createTestApp();
  vendor = await member(app, "vendor@example.in");
  riya = await member(app, "riya@example.in");
  meera = await member(app, "meera@example.in");
  await category(app, "Sarees");
  await openShop(app, vendor, "Asha's Loom", ["Sarees"]);
});
afterAll(() => app.close());

const add = (who: Member, listing_id: string, extra: object = {}) =>
  as(app, who).post("/api/cart/items", { listing_id, ...extra });

describe("cart", () => {
  it("merges lines by listing and variant, caps at the stock, and keeps downloads to one, and sends services to be booked", async () => {
    const saree = await list(
      app,
      vendor,
      physical({
        title: "Kanjivaram saree",
        quantity: 3,
        variations: [
          { name: "Colour", value: "Gold" },
          { name: "Colour", value: "Green" },
        ],
      }),
    );
    expect(errorOf(await add(riya, saree.id)).message).toBe("Please choose colour");
    const gold = { variant_data: { Colour: "Gold" } };
    expect((await add(riya, saree.id, gold)).json()).toMatchObject({
      message: CartMessages.added,
      items: [{ quantity: 1, variant_data: { Colour: "Gold" }, listing: { title: "Kanjivaram saree" } }],
    });
    await add(riya, saree.id, { ...gold, quantity: 2 });
    const over = await add(riya, saree.id, gold);
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).message).toBe(CartMessages.moreThanStock);
    // Gold holds all 3 in stock, so Green has none left: variants share the listing's stock.
    const green = await add(riya, saree.id, { variant_data: { Colour: "Green" } });
    expect(green.json().error.message).toBe(CartMessages.insufficientStock);
    const gold2 = (await as(app, riya).get("/api/cart")).json().items[0];
    await as(app, riya).patch(`/api/cart/items/${gold2.id}`, { quantity: 2 });
    const both = (await add(riya, saree.id, { variant_data: { Colour: "Green" } })).json();
    expect(both.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    const tooMuch = await as(app, riya).patch(`/api/cart/items/${gold2.id}`, { quantity: 3 });
    expect(tooMuch.json().error.message).toBe(CartMessages.insufficientStock);

    const lesson = await list(
      app,
      vendor,
      physical({ listing_type: "service", title: "Draping lesson", booking_duration_minutes: 45 }),
    );
    // A service is booked for a time on its page, never put in the cart.
    const booked = await add(riya, lesson.id);
    expect(booked.statusCode).toBe(409);
    expect(errorOf(booked).message).toBe(CartMessages.bookService);
  });

  it("changes quantities in the spec's words, removes at 0, and refuses another's line", async () => {
    const cart = (await as(app, riya).get("/api/cart")).json();
    const line = cart.items[0];
    const tooMany = await as(app, riya).patch(`/api/cart/items/${line.id}`, { quantity: 9 });
    expect(errorOf(tooMany).message).toBe(CartMessages.insufficientStock);
    expect((await as(app, meera).patch(`/api/cart/items/${line.id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await as(app, meera).del(`/api/cart/items/${line.id}`)).json().items).toEqual([]);
    const fewer = (await as(app, riya).patch(`/api/cart/items/${line.id}`, { quantity: 2 })).json();
    expect(fewer.items[0].quantity).toBe(2);
    const gone = (await as(app, riya).patch(`/api/cart/items/${line.id}`, { quantity: 0 })).json();
    expect(gone.items.map((i: { id: string }) => i.id)).not.toContain(line.id);
  });

  it("drops what can't be bought and caps what ran short, saying so", async () => {
    const shawl = await list(app, vendor, physical({ title: "Pashmina shawl", quantity: 5 }));
    const stole = await list(app, vendor, physical({ title: "Silk stole", quantity: 5 }));
    await add(meera, shawl.id, { quantity: 4 });
    await add(meera, stole.id);
    await rows(app, "update listings set quantity = 2 where id = $1", [shawl.id]);
    await as(app, vendor).del(`/api/listings/${stole.id}`);
    const cart = (await as(app, meera).get("/api/cart")).json();
    expect(
      cart.items.map((i: { listing: { title: string }; quantity: number }) => [i.listing.title, i.quantity]),
    ).toEqual([["Pashmina shawl", 2]]);
    expect(cart.notices).toEqual([
      "Only 2 of Pashmina shawl left; your quantity was changed.",
      "Silk stole is no longer available and was removed from your cart.",
    ]);
    expect(errorOf(await add(meera, stole.id)).message).toBe(CartMessages.notAvailable);
    expect(errorOf(await add(meera, crypto.randomUUID())).message).toBe(CartMessages.listingNotFound);
    expect((await as(app, meera).del("/api/cart")).json().items).toEqual([]);
  });

  it("never lets a cart hold more than the stock under 50 concurrent adds of the last 3", async () => {
    const last = await list(app, vendor, physical({ title: "Last three bangles", quantity: 3 }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(riya, last.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(47);
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => member(app, `crowd${n}@example.in`)),
    );
    await Promise.all(shoppers.flatMap((who) => Array.from({ length: 5 }, () => add(who, last.id))));
    const [held] = await rows(
      app,
      "select max(quantity)::int as most, bool_and(quantity <= 3) as within from cart_items where listing_id = $1",
      [last.id],
    );
    expect(held).toEqual({ most: 3, within: true });
  });

  it("merges a guest cart on sign-in, skipping what can't be had", async () => {
    const scarf = await list(app, vendor, physical({ title: "Bandhani scarf", quantity: 2 }));
    const fresh = await member(app, "fresh@example.in");
    const merged = (
      await as(app, fresh).post("/api/cart/merge", {
        items: [
          { listing_id: scarf.id, quantity: 5 },
          { listing_id: crypto.randomUUID(), quantity: 1 },
        ],
      })
    ).json();
    expect(merged.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
    expect(merged.notices).toEqual([
      `An item from your earlier cart could not be added: ${CartMessages.listingNotFound}`,
    ]);
  });

  it("asks a visitor to sign in", async () => {
    expect((await app.inject({ method: "GET", url: "/api/cart" })).statusCode).toBe(401);
  });
});

describe("wishlist", () => {
  it("refuses duplicates and moves to the cart only when the cart takes it", async () => {
    const bag = await list(app, vendor, physical({ title: "Jute tote bag", quantity: 1 }));
    expect((await as(app, meera).put(`/api/wishlist/${bag.id}`)).json().items).toHaveLength(1);
    const again = await as(app, meera).put(`/api/wishlist/${bag.id}`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(CartMessages.wishlistDuplicate);
    expect((await as(app, meera).get(`/api/listings/${bag.slug}`)).json().in_wishlist).toBe(true);

    await rows(app, "update listings set quantity = 0 where id = $1", [bag.id]);
    const refused = await as(app, meera).post(`/api/wishlist/${bag.id}/move-to-cart`, {});
    expect(errorOf(refused).message).toBe(CartMessages.insufficientStock);
    expect((await as(app, meera).get("/api/wishlist")).json().items).toHaveLength(1);

    await rows(app, "update listings set quantity = 1 where id = $1", [bag.id]);
    const moved = (await as(app, meera).post(`/api/wishlist/${bag.id}/move-to-cart`, {})).json();
    expect(moved.message).toBe(CartMessages.movedToCart);
    expect(moved.wishlist.items).toEqual([]);
    expect(moved.cart.items.map((i: { listing: { id: string } }) => i.listing.id)).toContain(bag.id);
  });

  it("lets go of listings that were deleted", async () => {
    const pot = await list(app, vendor, physical({ title: "Terracotta pot" }));
    await as(app, riya).put(`/api/wishlist/${pot.id}`);
    await as(app, vendor).del(`/api/listings/${pot.id}`);
    expect((await as(app, riya).get("/api/wishlist")).json().items).toEqual([]);
    expect(errorOf(await as(app, riya).put(`/api/wishlist/${pot.id}`)).message).toBe(
      CartMessages.listingNotFound,
    );
  });
});
