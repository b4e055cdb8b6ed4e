import type { CoworkingSpacePage } from "@saheli/core/contracts/coworking";
import { CoworkingMessages } from "@saheli/core/coworking";
import { CursorMessages } from "@saheli/core/cursor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let lata: Member;
let riya: Member;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha.cowork@example.in", { full_name: "Asha Devi" });
  lata = await member(app, "lata.cowork@example.in", { full_name: "Lata Iyer" });
  riya = await member(app, "riya.cowork@example.in", { full_name: "Riya Sen" });
  // The Co-working category comes with the migrations; the other one is where a service starts.
  await category(app, "Workspaces");
  await openShop(app, asha, "Asha's Desks", ["Co-working"]);
  await openShop(app, lata, "Lata Works", ["Co-working"]);
});
afterAll(async () => {
  await app.close();
});

const service = (who: Member, title: string) =>
  list(app, who, {
    listing_type: "service",
    title,
    description: "A quiet desk, tea and Wi-Fi.",
    price: 500,
    sale_price: null,
    booking_duration_minutes: 60,
    is_online: false,
    requires_approval: false,
  });

const space = (over: Record<string, unknown> = {}) => ({
  city: "Pune",
  address: "12 FC Road, Shivajinagar",
  amenities: ["Wi-Fi", "Tea", "Childcare corner"],
  pass_type: "day",
  ...over,
});

const spacesIn = async (query = "") => {
  const res = await as(app, riya).get(`/api/coworking/spaces${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CoworkingSpacePage;
};

describe("co-working spaces", () => {
  it("lets the owner mark, change and unmark her service, and no one else", async () => {
    const desk = await service(asha, "Hot desk in Pune");
    const url = `/api/vendor/listings/${desk.id}/coworking`;

    const before = await as(app, asha).get(url);
    expect(before.statusCode).toBe(200);
    expect(before.json().space).toBeNull();

    const marked = await as(app, asha).put(
      url,
      space({ city: "  Pune  ", amenities: ["Wi-Fi", " wi-fi ", "", "Tea"] }),
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      listing: { id: desk.id, slug: desk.slug },
      space: {
        city: "Pune",
        address: "12 FC Road, Shivajinagar",
        amenities: ["Wi-Fi", "Tea"],
        pass_type: "day",
      },
    });

    const changed = await as(app, asha).put(url, space({ pass_type: "hour", amenities: [] }));
    expect(changed.json().space).toMatchObject({ pass_type: "hour", amenities: [] });
    expect(
      await rows(app, "select count(*)::int as n from coworking_spaces where listing_id = $1", [desk.id]),
    ).toEqual([{ n: 1 }]);

    // Another vendor, and a buyer, find nothing to read, change or remove.
    for (const who of [lata, riya]) {
      const read = await as(app, who).get(url);
      expect(read.statusCode).toBe(404);
      expect(errorOf(read).message).toBe(CoworkingMessages.notFound);
      const put = await as(app, who).put(url, space({ city: "Mumbai" }));
      expect(put.statusCode).toBe(404);
      expect(errorOf(put).message).toBe(CoworkingMessages.notFound);
      const del = await as(app, who).del(url);
      expect(del.statusCode).toBe(404);
    }
    const [kept] = await rows(app, "select city, pass_type from coworking_spaces where listing_id = $1", [
      desk.id,
    ]);
    expect(kept).toEqual({ city: "Pune", pass_type: "hour" });

    // Signed out: refused before anything is read.
    const anonymous = await app.inject({ method: "PUT", url, payload: space() });
    expect(anonymous.statusCode).toBe(401);

    const removed = await as(app, asha).del(url);
    expect(removed.statusCode).toBe(204);
    expect(await rows(app, "select 1 from coworking_spaces where listing_id = $1", [desk.id])).toEqual([]);
    const again = await as(app, asha).del(url);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(CoworkingMessages.notListed);
  });

  it("refuses a product, and bad details with their messages", async () => {
    const saree = await list(app, asha, physical());
    const product = await as(app, asha).put(`/api/vendor/listings/${saree.id}/coworking`, space());
    expect(product.statusCode).toBe(400);
    expect(errorOf(product).message).toBe(CoworkingMessages.notAService);

    const desk = await service(asha, "Cabin for two");
    const url = `/api/vendor/listings/${desk.id}/coworking`;
    const cases: [Record<string, unknown>, string][] = [
      [space({ city: "   " }), CoworkingMessages.cityRequired],
      [space({ city: undefined }), CoworkingMessages.cityRequired],
      [space({ city: "x".repeat(81) }), CoworkingMessages.cityTooLong],
      [space({ address: "" }), CoworkingMessages.addressRequired],
      [space({ address: "x".repeat(301) }), CoworkingMessages.addressTooLong],
      [space({ amenities: ["x".repeat(41)] }), CoworkingMessages.amenityTooLong],
      [
        space({ amenities: Array.from({ length: 21 }, (_, i) => `Perk ${i}`) }),
        CoworkingMessages.tooManyAmenities,
      ],
      [space({ pass_type: "week" }), CoworkingMessages.passType],
      [space({ pass_type: undefined }), CoworkingMessages.passType],
    ];
    for (const [body, message] of cases) {
      const res = await as(app, asha).put(url, body);
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res).message).toContain(message);
    }
    expect(await rows(app, "select 1 from coworking_spaces where listing_id = $1", [desk.id])).toEqual([]);
  });

  it("lists spaces on sale by city, ignoring case, with their card and space details, and counts cities", async () => {
    const bandra = await service(lata, "Sea-view desks, Bandra");
    await as(app, lata).put(
      `/api/vendor/listings/${bandra.id}/coworking`,
      space({ city: "Mumbai", address: "Bandra West" }),
    );
    const andheri = await service(asha, "Andheri studio");
    await as(app, asha).put(
      `/api/vendor/listings/${andheri.id}/coworking`,
      space({ city: "mumbai", pass_type: "hour" }),
    );
    const paused = await service(asha, "Closed for now");
    await as(app, asha).put(`/api/vendor/listings/${paused.id}/coworking`, space({ city: "Mumbai" }));
    await rows(app, "update listings set is_active = false where id = $1", [paused.id]);

    const mumbai = await spacesIn("?city=MUMBAI");
    expect(mumbai.items.map((item) => item.title)).toEqual(["Andheri studio", "Sea-view desks, Bandra"]);
    expect(mumbai.next_cursor).toBeNull();
    expect(mumbai.items[1]).toMatchObject({
      id: bandra.id,
      slug: bandra.slug,
      price: 500,
      listing_type: "service",
      city: "Mumbai",
      address: "Bandra West",
      amenities: ["Wi-Fi", "Tea", "Childcare corner"],
      pass_type: "day",
      shop: { shop_name: "Lata Works" },
    });
    expect(mumbai.items[0]?.pass_type).toBe("hour");

    expect((await spacesIn("?city=Chennai")).items).toEqual([]);

    const cities = await as(app, riya).get("/api/coworking/cities");
    expect(cities.statusCode).toBe(200);
    const mumbaiCount = (cities.json().items as { city: string; count: number }[]).find(
      (c) => c.city.toLowerCase() === "mumbai",
    );
    expect(mumbaiCount?.count).toBe(2);

    const visitor = await app.inject({ method: "GET", url: "/api/coworking/spaces?city=mumbai" });
    expect(visitor.statusCode).toBe(200);
  });

  it("is driven by the Co-working category: listing a space moves the service there, leaving it hides the space", async () => {
    const desk = await service(asha, "Koregaon desk");
    await rows(
      app,
      "update listings set category_id = (select id from categories where seo_name = 'workspaces') where id = $1",
      [desk.id],
    );
    await as(app, asha).put(`/api/vendor/listings/${desk.id}/coworking`, space({ city: "Nagpur" }));
    const [moved] = await rows(
      app,
      "select c.seo_name, c.product_count from listings l join categories c on c.id = l.category_id where l.id = $1",
      [desk.id],
    );
    expect(moved?.seo_name).toBe("co-working");
    expect(Number(moved?.product_count)).toBeGreaterThan(0);
    expect((await spacesIn("?city=Nagpur")).items.map((item) => item.id)).toEqual([desk.id]);

    // Details alone do not make a space: a service moved out of the category is not listed.
    await rows(
      app,
      "update listings set category_id = (select id from categories where seo_name = 'workspaces') where id = $1",
      [desk.id],
    );
    expect((await spacesIn("?city=Nagpur")).items).toEqual([]);
    const cities = (await as(app, riya).get("/api/coworking/cities")).json().items as { city: string }[];
    expect(cities.some((c) => c.city === "Nagpur")).toBe(false);
  });

  it("pages by keyset with no repeats or gaps, and refuses a forged cursor", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const desk = await service(asha, `Jaipur desk ${i}`);
      const res = await as(app, asha).put(
        `/api/vendor/listings/${desk.id}/coworking`,
        space({ city: "Jaipur" }),
      );
      expect(res.statusCode).toBe(200);
      ids.push(desk.id);
    }
    const first = await spacesIn("?city=jaipur");
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = await spacesIn(`?city=jaipur&cursor=${first.next_cursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.next_cursor).toBeNull();
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());

    const forged = await as(app, riya).get("/api/coworking/spaces?cursor=not-a-cursor");
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toContain(CursorMessages.invalid);
  });
});
