import { ListingMessages } from "@saheli/core/listings";
import { ShareMessages } from "@saheli/core/shoppable";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows } from "../helpers/auth.js";
import { category, list, listingPhoto, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
let asha: Member;
let bela: Member;
let shopper: Member;
let sarees: string;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  shopper = await member(app, "shopper@example.in");
  sarees = await category(app, "Sarees");
  await openShop(app, asha, "Asha's Loom", ["Sarees"]);
  await openShop(app, bela, "Bela Prints", ["Sarees"]);
});
afterAll(() => app.close());

const productCount = async () =>
  Number((await rows(app, "select product_count from categories where id = $1", [sarees]))[0]?.product_count);

describe("listings", () => {
  it("lists a physical product with two photos, variations and tags, and counts it in its category", async () => {
    const photos = [await listingPhoto(app, asha), await listingPhoto(app, asha)];
    expect(photos[0]).toMatch(new RegExp(`^/media/listing-images/${asha.id}/`));
    const created = await list(
      app,
      asha,
      physical({
        category_id: sarees,
        images: [{ url: photos[0] }, { url: photos[1], is_primary: true }],
        variations: [
          { name: "Colour", value: "Indigo" },
          { name: "Colour", value: "Rani pink" },
        ],
        tags: ["Silk", "wedding"],
      }),
    );
    expect(created).toMatchObject({
      title: "Banarasi silk saree",
      slug: expect.stringMatching(/^banarasi-silk-saree-[0-9a-f]{8}$/),
      price: 4500,
      sale_price: 3999,
      quantity: 3,
      category: { name: "Sarees" },
      images: [
        { image_url: photos[1], is_primary: true },
        { image_url: photos[0], is_primary: false },
      ],
      variations: [{ name: "Colour", values: ["Indigo", "Rani pink"] }],
      tags: ["silk", "wedding"],
      shop: { shop_name: "Asha's Loom", owner: { full_name: "Asha Rao" } },
      is_owner: true,
    });
    expect(await productCount()).toBe(1);

    const page = await app.inject({ method: "GET", url: `/api/listings/${created.slug}` });
    expect(page.json()).toMatchObject({ id: created.id, is_owner: false, in_wishlist: false });

    // Its category in Hindi for a Hindi reader (issue 20), English otherwise; the slug is the same.
    await rows(app, "update categories set name_hi = 'साड़ी' where id = $1", [sarees]);
    const url = `/api/listings/${created.slug}`;
    const hindi = (await app.inject({ method: "GET", url, headers: { cookie: "saheli_lang=hi" } })).json();
    expect(hindi.category).toMatchObject({ id: sarees, name: "साड़ी", seo_name: "sarees" });
    expect((await app.inject({ method: "GET", url })).json().category.name).toBe("Sarees");
    await rows(app, "update categories set name_hi = null where id = $1", [sarees]);
  });

  it("keeps each kind's own fields: a service's duration, a digital item's private file", async () => {
    const missing = await as(app, asha).post(
      "/api/listings",
      physical({ listing_type: "service", title: "Drape lesson" }),
    );
    expect(missing.body).toContain(ListingMessages.bookingDurationRequired);
    const service = await list(
      app,
      asha,
      physical({
        listing_type: "service",
        title: "Saree draping lesson",
        booking_duration_minutes: 60,
        is_online: true,
      }),
    );
    expect(service).toMatchObject({ booking_duration_minutes: 60, quantity: 0, is_online: true });

    expect((await as(app, asha).post("/api/listings", physical({ listing_type: "digital" }))).body).toContain(
      ListingMessages.digitalFileRequired,
    );
    const file = await uploadAs(
      app,
      asha,
      "/api/listings/files",
      Buffer.from("%PDF-1.4 pattern"),
      "Blouse pattern.pdf",
      "application/pdf",
    );
    expect(file.json().path).toMatch(new RegExp(`^private/listing-files/${asha.id}/.+\\.pdf$`));
    const digital = await list(
      app,
      asha,
      physical({ listing_type: "digital", title: "Blouse pattern", digital_file_path: file.json().path }),
    );
    expect(digital).toMatchObject({ has_digital_file: true, is_online: true });
    const seen = (await app.inject({ method: "GET", url: `/api/listings/${digital.slug}` })).json();
    expect(seen).toMatchObject({ has_digital_file: true, digital_file_path: null });
    expect(JSON.stringify(seen)).not.toContain("private/");
    expect((await app.inject({ method: "GET", url: `/media/${file.json().path}` })).statusCode).toBe(404);
  });

  it("refuses a bad type, a sale price above the price and someone else's photos", async () => {
    const type = await as(app, asha).post("/api/listings", physical({ listing_type: "rental" }));
    expect(type.body).toContain(ListingMessages.invalidType);
    const sale = await as(app, asha).post("/api/listings", physical({ sale_price: 5000 }));
    expect(sale.body).toContain(ListingMessages.salePriceTooHigh);
    const hers = await listingPhoto(app, asha);
    const borrowed = await as(app, bela).post("/api/listings", physical({ images: [{ url: hers }] }));
    expect(errorOf(borrowed).message).toBe(ListingMessages.imagesOwn);
    const climbing = await as(app, bela).post(
      "/api/listings",
      physical({
        images: [{ url: `/media/listing-images/${bela.id}/../${hers.split("/").slice(3).join("/")}` }],
      }),
    );
    expect(errorOf(climbing).message).toBe(ListingMessages.imagesOwn);
    const filter = await app.inject({
      method: "GET",
      url: `/api/shops/${(await as(app, asha).get("/api/shops/mine")).json().shop.id}/listings?type=rental`,
    });
    expect(errorOf(filter)).toEqual({ code: "INVALID_LISTING_TYPE", message: ListingMessages.invalidType });
  });

  it("lets only the owner edit or delete, and a member with no shop list nothing", async () => {
    const listing = await list(app, asha, physical({ title: "Chanderi dupatta", category_id: sarees }));
    const before = await productCount();
    const edit = await as(app, bela).put(
      `/api/listings/${listing.id}`,
      physical({ price: 100, sale_price: null }),
    );
    expect(errorOf(edit)).toEqual({ code: "LISTING_ACCESS_DENIED", message: ListingMessages.accessDenied });
    expect((await as(app, bela).del(`/api/listings/${listing.id}`)).statusCode).toBe(403);
    const noShop = await as(app, shopper).post("/api/listings", physical());
    expect(errorOf(noShop)).toEqual({
      code: "SHOP_ACCESS_DENIED",
      message: ListingMessages.shopAccessDenied,
    });

    const edited = await as(app, asha).put(
      `/api/listings/${listing.id}`,
      physical({
        title: "Chanderi dupatta",
        price: 1800,
        sale_price: null,
        is_active: false,
        category_id: sarees,
      }),
    );
    expect(edited.json()).toMatchObject({
      price: 1800,
      sale_price: null,
      slug: listing.slug,
      is_active: false,
    });
    expect(await productCount()).toBe(before - 1);
    expect((await app.inject({ method: "GET", url: `/api/listings/${listing.slug}` })).statusCode).toBe(404);
    expect((await as(app, asha).get(`/api/listings/${listing.slug}`)).statusCode).toBe(200);

    expect((await as(app, asha).del(`/api/listings/${listing.id}`)).statusCode).toBe(204);
    expect((await as(app, asha).get(`/api/listings/${listing.slug}`)).statusCode).toBe(404);
  });

  it("never lets a vendor feature her own listing: is_featured in her form is ignored", async () => {
    const created = await list(app, asha, physical({ title: "Kota doria saree", is_featured: true }));
    const featured = async () =>
      (await rows(app, "select is_featured from listings where id = $1", [created.id]))[0]?.is_featured;
    expect(await featured()).toBe(false);
    await rows(app, "update listings set is_featured = true where id = $1", [created.id]);
    const edited = await as(app, asha).put(
      `/api/listings/${created.id}`,
      physical({ title: "Kota doria saree" }),
    );
    expect(edited.statusCode).toBe(200);
    // Saheli's choice stays: her edit neither sets nor clears it.
    expect(await featured()).toBe(true);
    await as(app, asha).put(
      `/api/listings/${created.id}`,
      physical({ title: "Kota doria saree", is_featured: false }),
    );
    expect(await featured()).toBe(true);

    // Only an admin features or unfeatures, by the admin route; the vendor herself is refused there too.
    const url = `/api/admin/listings/${created.id}/featured`;
    const own = await as(app, asha).put(url, { is_featured: false });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(ListingMessages.featureAdminsOnly);
    expect((await app.inject({ method: "PUT", url, payload: { is_featured: false } })).statusCode).toBe(401);
    expect(await featured()).toBe(true);
    const admin = await makeAdmin(app, "admin@example.in");
    const off = await as(app, admin).put(url, { is_featured: false });
    expect(off.json()).toEqual({ is_featured: false });
    expect(await featured()).toBe(false);
    const missing = await as(app, admin).put(`/api/admin/listings/${shopper.id}/featured`, {
      is_featured: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("shows a shop's listings, and similar listings by title", async () => {
    await list(app, bela, physical({ title: "Banarasi silk saree, red" }));
    await list(app, bela, physical({ title: "Steel water bottle" }));
    const saree = (await rows(app, "select slug from listings where title = 'Banarasi silk saree'"))[0]?.slug;
    const page = (await app.inject({ method: "GET", url: `/api/listings/${saree}` })).json();
    expect(page.similar.map((s: { title: string }) => s.title)).toEqual(["Banarasi silk saree, red"]);

    const bela_shop = (await as(app, bela).get("/api/shops/mine")).json().shop;
    const shown = (
      await app.inject({ method: "GET", url: `/api/shops/${bela_shop.slug}/listings?limit=1` })
    ).json();
    expect(shown.items).toHaveLength(1);
    const seen = [shown.items[0].title];
    let cursor = shown.next_cursor;
    while (cursor) {
      const next = (
        await app.inject({
          method: "GET",
          url: `/api/shops/${bela_shop.slug}/listings?limit=1&cursor=${cursor}`,
        })
      ).json();
      seen.push(...next.items.map((l: { title: string }) => l.title));
      cursor = next.next_cursor;
    }
    const whole = (await app.inject({ method: "GET", url: `/api/shops/${bela_shop.slug}/listings` })).json();
    expect(seen).toEqual(whole.items.map((l: { title: string }) => l.title));
    expect(seen.length).toBeGreaterThan(1);
  });

  it("shows a listing she shared in a post, and says so once it is gone (issue 21 §5)", async () => {
    const stole = await list(app, asha, physical({ title: "Kantha stole" }));
    const post = await as(app, asha).post("/api/posts", {
      content: "New in the shop",
      listing_ids: [stole.id],
    });
    expect(post.json().listings).toMatchObject([
      {
        listing_id: stole.id,
        state: "on_sale",
        listing: { title: "Kantha stole", shop: { shop_name: "Asha's Loom" } },
      },
    ]);
    // Only her own listings: a post sharing someone else's, or one that does not exist, is refused.
    for (const id of [stole.id, crypto.randomUUID()]) {
      const refused = await as(app, bela).post("/api/posts", { content: "Look", listing_ids: [id] });
      expect(refused.json().error.message).toBe(ShareMessages.notYours);
    }
    await as(app, asha).del(`/api/listings/${stole.id}`);
    const feed = (await as(app, bela).get("/api/feed")).json();
    expect(feed.items.find((p: { id: string }) => p.id === post.json().id).listings).toEqual([
      { listing_id: stole.id, state: "unavailable", listing: null },
    ]);
  });
});
