import { ShopFrontMessages } from "@saheli/core/shop-front";
import { ShopMessages } from "@saheli/core/shops";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorMessage } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";

let app: App;
let asha: Member;
let lata: Member;
let riya: Member;
let ashaShop: { id: string; slug: string };
let lataShop: { id: string; slug: string };
let mine: { id: string; slug: string }[];
let lataListing: { id: string };

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Devi" });
  lata = await member(app, "lata@example.in", { full_name: "Lata Iyer" });
  riya = await member(app, "riya@example.in", { full_name: "Riya Sen" });
  await category(app, "Sarees");
  ashaShop = await openShop(app, asha, "Asha's Loom", ["Sarees"]);
  lataShop = await openShop(app, lata, "Lata Crafts", ["Sarees"]);
  mine = [];
  for (const title of ["Chanderi saree", "Kota saree", "Ikat dupatta", "Tussar stole"]) {
    mine.push(await list(app, asha, physical({ title })));
  }
  lataListing = await list(app, lata, physical({ title: "Lata's shawl" }));
});
afterAll(() => app.close());

const put = (who: Member, sections: unknown) => as(app, who).put("/api/vendor/shop/sections", { sections });
type Front = {
  banner_url: string | null;
  sections: { title: string; listing_ids: string[]; listings: { title: string }[] }[];
};
const titles = (front: Front) => front.sections.map((s) => [s.title, s.listings.map((l) => l.title)]);

describe("sections", () => {
  it("starts empty, saves her sections in her order, and shows them on her shop page", async () => {
    expect((await as(app, asha).get("/api/vendor/shop/sections")).json()).toMatchObject({
      shop_id: ashaShop.id,
      banner_url: null,
      sections: [],
    });
    const [a, b, c, d] = mine.map((l) => l.id);
    const saved = await put(asha, [
      { title: "  New this week ", listing_ids: [c, a] },
      { title: "Sarees", listing_ids: [b, a] },
      { title: "New this month", listing_ids: [] },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(titles(saved.json())).toEqual([
      ["New this week", ["Ikat dupatta", "Chanderi saree"]],
      ["Sarees", ["Kota saree", "Chanderi saree"]],
      ["New this month", []],
    ]);
    // Reordered: sections and the listings in them.
    const reordered = (
      await put(asha, [
        { title: "Sarees", listing_ids: [a, b] },
        { title: "New this week", listing_ids: [d, c, a] },
      ])
    ).json();
    expect(titles(reordered)).toEqual([
      ["Sarees", ["Chanderi saree", "Kota saree"]],
      ["New this week", ["Tussar stole", "Ikat dupatta", "Chanderi saree"]],
    ]);

    // Anyone sees them by slug or id; a listing she hides drops out, an empty section is not shown.
    const visitor = await app.inject({ method: "GET", url: `/api/shops/${ashaShop.slug}/sections` });
    expect(visitor.statusCode).toBe(200);
    expect(titles(visitor.json())).toEqual(titles(reordered));
    await as(app, asha).patch(`/api/listings/${a}/visibility`, { is_active: false });
    await put(asha, [
      { title: "Sarees", listing_ids: [b] },
      { title: "Empty", listing_ids: [] },
      { title: "New this week", listing_ids: [d, c] },
    ]);
    await as(app, asha).patch(`/api/listings/${b}/visibility`, { is_active: false });
    const after = (await as(app, riya).get(`/api/shops/${ashaShop.id}/sections`)).json();
    expect(titles(after)).toEqual([["New this week", ["Tussar stole", "Ikat dupatta"]]]);
    // She still sees every section, with the hidden listing's id kept.
    const hers = (await as(app, asha).get("/api/vendor/shop/sections")).json();
    expect(hers.sections.map((s: { title: string }) => s.title)).toEqual([
      "Sarees",
      "Empty",
      "New this week",
    ]);
    expect(hers.sections[0].listing_ids).toEqual([b]);
    await as(app, asha).patch(`/api/listings/${a}/visibility`, { is_active: true });
    await as(app, asha).patch(`/api/listings/${b}/visibility`, { is_active: true });
  });

  it("takes only her own listings on sale", async () => {
    const other = await put(asha, [{ title: "Borrowed", listing_ids: [lataListing.id] }]);
    expect(other.statusCode).toBe(400);
    expect(errorMessage(other)).toBe(ShopFrontMessages.notOnSale);
    const hidden = await list(app, asha, physical({ title: "Hidden saree", is_active: false }));
    expect(errorMessage(await put(asha, [{ title: "Hidden", listing_ids: [hidden.id] }]))).toBe(
      ShopFrontMessages.notOnSale,
    );
    // Lata's sections are her own shop's; Asha's stay as they were.
    expect((await put(lata, [{ title: "Shawls", listing_ids: [lataListing.id] }])).statusCode).toBe(200);
    const ashas = (await as(app, asha).get("/api/vendor/shop/sections")).json();
    expect(ashas.sections.map((s: { title: string }) => s.title)).not.toContain("Shawls");
    expect(titles((await as(app, riya).get(`/api/shops/${lataShop.slug}/sections`)).json())).toEqual([
      ["Shawls", ["Lata's shawl"]],
    ]);
    // Someone without a shop has no shop front.
    expect((await as(app, riya).get("/api/vendor/shop/sections")).statusCode).toBe(403);
    expect((await put(riya, [])).statusCode).toBe(403);
  });

  it("holds at most 10 sections of 24 listings each, with titles, each listing once", async () => {
    const many = Array.from({ length: 11 }, (_, n) => ({ title: `Section ${n + 1}`, listing_ids: [] }));
    const tooMany = await put(asha, many);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(ShopFrontMessages.tooManySections);
    expect((await put(asha, many.slice(0, 10))).statusCode).toBe(200);
    const ids = Array.from({ length: 25 }, () => crypto.randomUUID());
    expect(JSON.stringify((await put(asha, [{ title: "Big", listing_ids: ids }])).json())).toContain(
      ShopFrontMessages.tooManyListings,
    );
    const [a] = mine.map((l) => l.id);
    expect(JSON.stringify((await put(asha, [{ title: "Twice", listing_ids: [a, a] }])).json())).toContain(
      ShopFrontMessages.repeatedListing,
    );
    expect(JSON.stringify((await put(asha, [{ title: "  ", listing_ids: [] }])).json())).toContain(
      ShopFrontMessages.sectionTitleRequired,
    );
    expect((await put(asha, [])).json().sections).toEqual([]);
  });

  it("answers not found for a shop that does not exist", async () => {
    const res = await app.inject({ method: "GET", url: "/api/shops/no-such-shop/sections" });
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe(ShopMessages.notFound);
  });
});

describe("banner", () => {
  it("takes an image, re-encoded, shows it on her shop, and can be removed; not by another vendor", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 400, channels: 3, background: "#aa3366" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } })
      .toBuffer();
    const refused = await uploadAs(
      app,
      lata,
      `/api/shops/${ashaShop.id}/banner`,
      jpeg,
      "b.jpg",
      "image/jpeg",
    );
    expect(refused.statusCode).toBe(403);
    const notImage = await uploadAs(
      app,
      asha,
      `/api/shops/${ashaShop.id}/banner`,
      Buffer.from("<html>hi</html>"),
      "b.jpg",
      "image/jpeg",
    );
    expect(notImage.statusCode).toBe(415);

    const res = await uploadAs(app, asha, `/api/shops/${ashaShop.id}/banner`, jpeg, "b.jpg", "image/jpeg");
    expect(res.statusCode).toBe(200);
    const url = res.json().banner_url as string;
    expect(url).toMatch(/shop-images/);
    const stored = await app.inject({ method: "GET", url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes(Buffer.from("secret-gps"))).toBe(false);
    expect((await as(app, riya).get(`/api/shops/${ashaShop.slug}`)).json().banner_url).toBe(url);
    expect((await as(app, riya).get(`/api/shops/${ashaShop.slug}/sections`)).json().banner_url).toBe(url);

    expect((await as(app, lata).del(`/api/shops/${ashaShop.id}/banner`)).statusCode).toBe(403);
    expect((await as(app, asha).del(`/api/shops/${ashaShop.id}/banner`)).json()).toEqual({
      banner_url: null,
    });
    expect((await as(app, riya).get(`/api/shops/${ashaShop.slug}`)).json().banner_url).toBeNull();
  });
});
