import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let vendor: Member;
let sarees: string;

beforeAll(async () => {
  app = await createTestApp();
  vendor = await member(app, "vendor@example.in");
  sarees = await category(app, "Sarees");
  await category(app, "Home Decor");
  await openShop(app, vendor, "Asha's Loom", ["Sarees"]);
  const items = [
    {
      title: "Cotton saree",
      price: 900,
      sale_price: null,
      tags: ["cotton"],
      rating: 4.5,
      featured: false,
      colours: ["Red"],
    },
    {
      title: "Silk saree",
      price: 6000,
      sale_price: 4800,
      tags: ["silk", "wedding"],
      rating: 3.2,
      featured: true,
      colours: ["Red", "Gold"],
    },
    {
      title: "Linen saree",
      price: 2500,
      sale_price: null,
      tags: ["linen"],
      rating: 0,
      featured: false,
      colours: [],
    },
  ];
  for (const item of items) {
    const created = await list(
      app,
      vendor,
      physical({
        title: item.title,
        price: item.price,
        sale_price: item.sale_price,
        category_id: sarees,
        tags: item.tags,
        variations: item.colours.map((value) => ({ name: "Colour", value })),
      }),
    );
    // Featuring is an admin's choice, not the vendor's form's.
    await rows(app, "update listings set average_rating = $2, is_featured = $3 where id = $1", [
      created.id,
      item.rating,
      item.featured,
    ]);
  }
  await list(
    app,
    vendor,
    physical({
      listing_type: "service",
      title: "Saree draping",
      booking_duration_minutes: 30,
      price: 500,
      sale_price: null,
      category_id: sarees,
    }),
  );
});
afterAll(() => app.close());

const page = async (query = "", slug = "sarees") =>
  (await app.inject({ method: "GET", url: `/api/categories/${slug}/listings${query}` })).json();
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

describe("a category page", () => {
  it("lists what is on sale, featured first, with the category and its facets", async () => {
    const body = await page();
    expect(body.category).toMatchObject({ name: "Sarees", product_count: 4 });
    expect(body.total).toBe(4);
    expect(titles(body)[0]).toBe("Silk saree");
    expect(body.facets.tags.map((t: { tag: string }) => t.tag)).toEqual([
      "cotton",
      "linen",
      "silk",
      "wedding",
    ]);
    expect(body.facets.variants).toEqual([{ name: "Colour", values: ["Gold", "Red"] }]);
    expect((await page("", sarees)).total).toBe(4);
    expect((await app.inject({ method: "GET", url: "/api/categories/spaceships/listings" })).statusCode).toBe(
      404,
    );
  });

  it("filters by the price paid, rating, type, tags, variants and featured, and sorts", async () => {
    expect(titles(await page("?min=1000&max=5000&sort=price-low"))).toEqual(["Linen saree", "Silk saree"]);
    expect(titles(await page("?rating=4"))).toEqual(["Cotton saree"]);
    expect(titles(await page("?rating=4&rating=3&sort=rating"))).toEqual(["Cotton saree", "Silk saree"]);
    expect(titles(await page("?type=service"))).toEqual(["Saree draping"]);
    expect((await page("?type=product")).total).toBe(3);
    expect(titles(await page("?tag=wedding&tag=cotton&sort=price-high"))).toEqual([
      "Silk saree",
      "Cotton saree",
    ]);
    expect(titles(await page("?v.Colour=Gold"))).toEqual(["Silk saree"]);
    expect(titles(await page("?featured=1"))).toEqual(["Silk saree"]);
    expect(titles(await page("?sort=newest"))[0]).toBe("Saree draping");
    expect((await page("?page=2")).items).toEqual([]);
  });

  it("answers odd filters sensibly instead of failing", async () => {
    const odd = await page("?min=abc&max=-3&rating=9&type=rental&sort=drop%20table&tag=%27%3B--&v.=x&page=0");
    expect(odd.total).toBe(0);
    expect((await page("?min=abc&rating=9&type=rental&sort=nope")).total).toBe(4);
  });
});

describe("the marketplace shelves", () => {
  const shelf = async (query: string) =>
    titles((await app.inject({ method: "GET", url: `/api/commerce${query}` })).json());

  it("shows featured, deals by saving, everything, and what the header's search asks for", async () => {
    expect(await shelf("?filter=featured")).toEqual(["Silk saree"]);
    expect(await shelf("?filter=deals")).toEqual(["Silk saree"]);
    expect((await shelf("")).length).toBe(4);
    expect((await shelf("?filter=trending")).length).toBe(4);
    expect(await shelf("?search=linen")).toEqual(["Linen saree"]);
    expect(await shelf("?search=%25_%5C")).toEqual([]);
    expect((await shelf("?filter=nonsense&page=x")).length).toBe(4);
  });
});

describe("category names in Hindi (issue 20)", () => {
  const get = (url: string, language?: "hi" | "en") =>
    app.inject({ method: "GET", url, headers: language ? { cookie: `saheli_lang=${language}` } : {} });

  it("a category page answers its name and its sub-categories' in Hindi for a Hindi reader, English otherwise", async () => {
    await rows(app, "update categories set name_hi = 'साड़ी' where id = $1", [sarees]);
    await rows(
      app,
      `insert into categories (category, name_hi, seo_name, status, level, position, parent_id)
       values ('Silk Sarees', 'सिल्क साड़ी', 'silk-sarees', 'A', 1, 1, $1), ('Cotton Sarees', null, 'cotton-sarees', 'A', 1, 2, $1)`,
      [sarees],
    );
    const hindi = (await get("/api/categories/sarees/listings", "hi")).json();
    expect(hindi.category).toMatchObject({ name: "साड़ी", seo_name: "sarees", product_count: 4 });
    // A sub-category without a Hindi name keeps its English one.
    expect(
      hindi.facets.categories.map((c: { name: string; seo_name: string }) => [c.name, c.seo_name]),
    ).toEqual([
      ["सिल्क साड़ी", "silk-sarees"],
      ["Cotton Sarees", "cotton-sarees"],
    ]);
    const english = (await get("/api/categories/sarees/listings")).json();
    expect(english.category).toMatchObject({ name: "Sarees", seo_name: "sarees" });
    expect(english.facets.categories.map((c: { name: string }) => c.name)).toEqual([
      "Silk Sarees",
      "Cotton Sarees",
    ]);
    expect((await get("/api/categories/sarees/listings", "en")).json().category.name).toBe("Sarees");
    // Filtering by a sub-category still goes by its slug.
    expect((await get("/api/categories/sarees/listings?cat=silk-sarees", "hi")).json().total).toBe(0);
  });

  it("the Co-working category every deployment has is named in Hindi by the migrations", async () => {
    const hindi = (await get("/api/categories/co-working/listings", "hi")).json();
    expect(hindi.category).toMatchObject({ name: "को-वर्किंग स्पेस", seo_name: "co-working" });
    expect((await get("/api/categories/co-working/listings")).json().category.name).toBe("Co-working");
  });
});
