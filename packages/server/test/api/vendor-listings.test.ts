import { ListingTaxMessages } from "@saheli/core/contracts/listings";
import { ListingMessages } from "@saheli/core/listings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { category, list, listingPhoto, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let saree: { id: string; slug: string };

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
  await category(app, "Sarees");
  await openShop(app, asha, "Asha Looms", ["Sarees"]);
  await openShop(app, bela, "Bela Crafts", ["Sarees"]);
  saree = await list(
    app,
    asha,
    physical({ images: [{ url: await listingPhoto(app, asha), is_primary: true }] }),
  );
  await list(app, asha, physical({ title: "Sold-out stole", quantity: 0, sale_price: null }));
  await list(app, asha, physical({ title: "Hidden dupatta", is_active: false, sale_price: null }));
  const gone = await list(app, asha, physical({ title: "Deleted shawl", sale_price: null }));
  await as(app, asha).del(`/api/listings/${gone.id}`);
});
afterAll(() => app.close());

describe("the vendor dashboard's listings", () => {
  it("lists her own, newest change first, with a count for each filter and no deleted ones", async () => {
    const res = await as(app, asha).get("/api/vendor/listings");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((l: { title: string }) => l.title)).toEqual([
      "Hidden dupatta",
      "Sold-out stole",
      "Banarasi silk saree",
    ]);
    expect(body.items[2].image_url).toMatch(/^\/media\/listing-images\//);
    expect(body.items[0].image_url).toBeNull();
    expect(body.counts).toEqual({ all: 3, active: 2, hidden: 1, out_of_stock: 1 });

    const hidden = await as(app, asha).get("/api/vendor/listings?filter=hidden");
    expect(hidden.json().items.map((l: { title: string }) => l.title)).toEqual(["Hidden dupatta"]);
    const paged = await as(app, asha).get("/api/vendor/listings?limit=2");
    expect(paged.json().items.map((l: { title: string }) => l.title)).toEqual([
      "Hidden dupatta",
      "Sold-out stole",
    ]);
    const rest = await as(app, asha).get(`/api/vendor/listings?limit=2&cursor=${paged.json().next_cursor}`);
    expect(rest.json().items.map((l: { title: string }) => l.title)).toEqual(["Banarasi silk saree"]);
    expect(rest.json().next_cursor).toBeNull();
    expect((await as(app, asha).get("/api/vendor/listings?cursor=not-a-cursor")).statusCode).toBe(400);
    expect((await as(app, asha).get("/api/vendor/listings?filter=sold")).statusCode).toBe(400);
  });

  it("refuses someone without a shop and a guest", async () => {
    const carla = await member(app, "carla@example.in");
    const res = await as(app, carla).get("/api/vendor/listings");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "SHOP_ACCESS_DENIED",
      message: ListingMessages.shopAccessDenied,
    });
    expect((await app.inject({ url: "/api/vendor/listings" })).statusCode).toBe(401);
  });

  it("hides and shows her listing, and never another vendor's", async () => {
    const hide = await as(app, asha).patch(`/api/listings/${saree.id}/visibility`, { is_active: false });
    expect(hide.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/listings/${saree.slug}` })).statusCode).toBe(404);
    const show = await as(app, asha).patch(`/api/listings/${saree.id}/visibility`, { is_active: true });
    expect(show.json()).toEqual({ is_active: true });
    expect((await app.inject({ url: `/api/listings/${saree.slug}` })).statusCode).toBe(200);

    const theirs = await as(app, bela).patch(`/api/listings/${saree.id}/visibility`, { is_active: false });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toMatchObject({
      code: "LISTING_ACCESS_DENIED",
      message: ListingMessages.accessDenied,
    });
    expect((await app.inject({ url: `/api/listings/${saree.slug}` })).statusCode).toBe(200);
  });
});

describe("a listing's HSN code and GST rate", () => {
  it("are optional, kept as given, and cleared with null", async () => {
    expect((await as(app, asha).get(`/api/listings/${saree.slug}`)).json()).toMatchObject({
      hsn_code: null,
      gst_rate: null,
    });
    const dupatta = await list(
      app,
      asha,
      physical({ title: "Chikan dupatta", hsn_code: " 6214 ", gst_rate: 5 }),
    );
    const read = (await app.inject({ url: `/api/listings/${dupatta.slug}` })).json();
    expect(read).toMatchObject({ hsn_code: "6214", gst_rate: 5 });

    const pattern = await list(
      app,
      asha,
      physical({ title: "Block-print pattern", hsn_code: "49119990", gst_rate: 0.25 }),
    );
    const edited = await as(app, asha).put(
      `/api/listings/${pattern.id}`,
      physical({ title: "Block-print pattern", hsn_code: "", gst_rate: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ hsn_code: null, gst_rate: null });
  });

  it("refuses a bad HSN code or rate in words, and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ hsn_code: "62" }, ListingTaxMessages.hsnInvalid],
      [{ hsn_code: "6214A" }, ListingTaxMessages.hsnInvalid],
      [{ hsn_code: "123456789" }, ListingTaxMessages.hsnInvalid],
      [{ gst_rate: 7 }, ListingTaxMessages.gstRateInvalid],
      [{ gst_rate: 40 }, ListingTaxMessages.gstRateInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await as(app, asha).put(`/api/listings/${saree.id}`, physical(change));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message, message).toContain(message);
    }
    const [row] = await rows(app, "select hsn_code, gst_rate from listings where id = $1", [saree.id]);
    expect(row).toEqual({ hsn_code: null, gst_rate: null });
  });

  it("lets no other vendor set them on her listing", async () => {
    const res = await as(app, bela).put(
      `/api/listings/${saree.id}`,
      physical({ hsn_code: "5007", gst_rate: 12 }),
    );
    expect(res.statusCode).toBe(403);
    const [row] = await rows(app, "select hsn_code, gst_rate from listings where id = $1", [saree.id]);
    expect(row).toEqual({ hsn_code: null, gst_rate: null });
  });
});
