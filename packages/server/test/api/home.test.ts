import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { seedDemoData } from "../../src/db/seed/index.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps.database.db, app.deps.storage);
});
afterAll(() => app.close());

describe("GET /api/home", () => {
  it("shows active categories, featured products, services and shops from the database", async () => {
    const res = await app.inject({ method: "GET", url: "/api/home" });
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.categories.length).toBeGreaterThanOrEqual(8);
    expect(home.categories.every((c: { product_count: number }) => c.product_count > 0)).toBe(true);
    expect(home.featured.length).toBeGreaterThanOrEqual(4);
    expect(home.featured.every((l: { listing_type: string }) => l.listing_type !== "service")).toBe(true);
    expect(home.services.length).toBeGreaterThanOrEqual(1);
    expect(home.services.every((l: { listing_type: string }) => l.listing_type === "service")).toBe(true);
    expect(home.shops.length).toBeGreaterThanOrEqual(4);
  });

  it("links every card to an image that is served", async () => {
    const home = (await app.inject({ method: "GET", url: "/api/home" })).json();
    const url = home.featured[0].image_url as string;
    expect(url).toMatch(/^\/media\//);
    const image = await app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
  });

  it("leaves out inactive listings and shops", async () => {
    const before = (await app.inject({ method: "GET", url: "/api/home" })).json();
    const hidden = before.featured[0];
    const { database } = app.deps;
    await database.executeSql("update listings set is_active = false where id = $1", [hidden.id]);
    await database.executeSql("update shops set is_active = false where id = $1", [before.shops[0].id]);
    const after = (await app.inject({ method: "GET", url: "/api/home" })).json();
    expect(after.featured.map((l: { id: string }) => l.id)).not.toContain(hidden.id);
    expect(after.shops.map((s: { id: string }) => s.id)).not.toContain(before.shops[0].id);
    expect(after.featured.every((l: { shop: { id: string } }) => l.shop.id !== before.shops[0].id)).toBe(
      true,
    );
  });
});

describe("category names in Hindi (issue 20)", () => {
  it("home's categories and a category page answer the demo categories' Hindi names for a Hindi reader", async () => {
    const hi = { cookie: "saheli_lang=hi" };
    const hindi = (await app.inject({ method: "GET", url: "/api/home", headers: hi })).json();
    const english = (await app.inject({ method: "GET", url: "/api/home" })).json();
    const named = (home: { categories: { seo_name: string; name: string }[] }) =>
      Object.fromEntries(home.categories.map((c) => [c.seo_name, c.name]));
    expect(named(hindi)["sarees-ethnic-wear"]).toBe("साड़ी और एथनिक वियर");
    expect(named(english)["sarees-ethnic-wear"]).toBe("Sarees & Ethnic Wear");
    // Every demo category has its Hindi name; the slugs are the English's.
    expect(hindi.categories.map((c: { seo_name: string }) => c.seo_name)).toEqual(
      english.categories.map((c: { seo_name: string }) => c.seo_name),
    );
    expect(hindi.categories.every((c: { name: string }) => /[\u0900-\u097F]/.test(c.name))).toBe(true);
    const page = await app.inject({ method: "GET", url: "/api/categories/co-working/listings", headers: hi });
    expect(page.json().category).toMatchObject({ name: "को-वर्किंग स्पेस", seo_name: "co-working" });
  });
});
