import { serviceSearchHref } from "@saheli/core/search-targets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;

beforeAll(async () => {
  app = await createTestApp();
  const vendor = await member(app, "vendor@example.in");
  const sarees = await category(app, "Sarees");
  await openShop(app, vendor, "Asha's Loom", ["Sarees"]);
  await list(app, vendor, physical({ title: "Silk saree", category_id: sarees }));
  // A digital listing needs its file uploaded; only its type matters here.
  const pattern = await list(app, vendor, physical({ title: "Saree pattern PDF" }));
  await rows(app, "update listings set listing_type = 'digital' where id = $1", [pattern.id]);
  await list(
    app,
    vendor,
    physical({
      listing_type: "service",
      title: "Saree draping",
      booking_duration_minutes: 30,
      price: 500,
      sale_price: null,
    }),
  );
});
afterAll(() => app.close());

const shelf = async (query: string) =>
  (
    (await app.inject({ method: "GET", url: `/api/commerce${query}` })).json() as {
      items: { title: string; listing_type: string }[];
      total: number;
    }
  ).items
    .map((item) => item.title)
    .sort();

describe("/commerce by type (the search box's scopes)", () => {
  it("shows services only for the 'in Services' scope, with or without words", async () => {
    const href = new URL(serviceSearchHref("saree"), "https://saheli.test");
    expect(href.pathname).toBe("/commerce");
    expect(await shelf(href.search)).toEqual(["Saree draping"]);
    expect(await shelf("?type=service")).toEqual(["Saree draping"]);
  });

  it("shows physical and digital listings for products, every kind otherwise", async () => {
    expect(await shelf("?type=product")).toEqual(["Saree pattern PDF", "Silk saree"]);
    expect(await shelf("")).toEqual(["Saree draping", "Saree pattern PDF", "Silk saree"]);
    expect(await shelf("?type=rental")).toEqual(["Saree draping", "Saree pattern PDF", "Silk saree"]);
  });
});
