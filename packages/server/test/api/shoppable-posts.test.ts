import { ShareMessages } from "@saheli/core/shoppable";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, errorOf, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";

let app: App;
let asha: Member;
let bela: Member;
let riya: Member;
let saree: { id: string };
let dupatta: { id: string };
let pattern: { id: string };
let draping: { id: string };
let hidden: { id: string };
let belasBangles: { id: string };

const service = (over: Record<string, unknown> = {}) => ({
  listing_type: "service",
  title: "Saree draping class",
  description: "One hour, one to one.",
  price: 1500,
  sale_price: null,
  booking_duration_minutes: 60,
  is_online: true,
  requires_approval: false,
  ...over,
});

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  riya = await member(app, "riya@example.in", { full_name: "Riya Sen" });
  await category(app, "Sarees");
  await openShop(app, asha, "Asha's Loom", ["Sarees"]);
  await openShop(app, bela, "Bela Bangles", ["Sarees"]);
  saree = await list(app, asha, physical({ title: "Banarasi silk saree", quantity: 2 }));
  dupatta = await list(app, asha, physical({ title: "Chanderi dupatta", quantity: 5, sale_price: null }));
  const file = await uploadAs(
    app,
    asha,
    "/api/listings/files",
    Buffer.from("%PDF-1.4 pattern"),
    "Pattern.pdf",
    "application/pdf",
  );
  pattern = await list(
    app,
    asha,
    physical({
      listing_type: "digital",
      title: "Blouse pattern PDF",
      price: 199,
      sale_price: null,
      digital_file_path: file.json().path,
    }),
  );
  draping = await list(app, asha, service());
  hidden = await list(app, asha, physical({ title: "Old stock saree" }));
  await as(app, asha).patch(`/api/listings/${hidden.id}/visibility`, { is_active: false });
  belasBangles = await list(app, bela, physical({ title: "Glass bangles" }));
});
afterAll(() => app.close());

const publish = (who: Member, body: object) => as(app, who).post("/api/posts", body);
const picker = (who: Member | CookieJar, query: string) =>
  as(app, who).get(`/api/posts/shareable-listings?${query}`);

describe("the share pickers", () => {
  it("list her own products or services on sale, searchable, and nobody else's", async () => {
    const products = (await picker(asha, "kind=products")).json();
    expect(products.has_shop).toBe(true);
    expect(products.items.map((l: { title: string }) => l.title).sort()).toEqual([
      "Banarasi silk saree",
      "Blouse pattern PDF",
      "Chanderi dupatta",
    ]);
    const services = (await picker(asha, "kind=services")).json();
    expect(services.items.map((l: { title: string }) => l.title)).toEqual(["Saree draping class"]);
    const searched = (await picker(asha, "kind=products&q=silk")).json();
    expect(searched.items.map((l: { title: string }) => l.title)).toEqual(["Banarasi silk saree"]);
    // % and _ are letters to her search, not wildcards.
    expect((await picker(asha, "kind=products&q=%25")).json().items).toEqual([]);
  });

  it("tell a member without a shop she has none, and refuse visitors", async () => {
    expect((await picker(riya, "kind=products")).json()).toEqual({ items: [], has_shop: false });
    expect((await picker(new CookieJar(), "kind=products")).statusCode).toBe(401);
  });
});

describe("sharing listings in a post", () => {
  it("puts up to 4 of her listings on the post, in her order, for everyone to see", async () => {
    const created = await publish(asha, {
      content: "New this week",
      listing_ids: [dupatta.id, saree.id, draping.id],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().listings.map((l: { listing_id: string }) => l.listing_id)).toEqual([
      dupatta.id,
      saree.id,
      draping.id,
    ]);
    for (const reader of [riya, new CookieJar()]) {
      const post = (await as(app, reader).get(`/api/posts/${created.json().id}`)).json();
      expect(post.listings[1]).toMatchObject({
        listing_id: saree.id,
        state: "on_sale",
        listing: {
          title: "Banarasi silk saree",
          price: 4500,
          sale_price: 3999,
          quantity: 2,
          has_variations: false,
          vendor_id: asha.id,
          average_rating: 0,
          shop: { shop_name: "Asha's Loom", verified: false, shop_currency: "INR" },
        },
      });
      expect(post.listings[2]).toMatchObject({ state: "on_sale", listing: { listing_type: "service" } });
    }
  });

  it("lets a post be just her products, without words", async () => {
    const created = await publish(asha, { listing_ids: [pattern.id] });
    expect(created.statusCode).toBe(200);
    expect(created.json().listings).toMatchObject([{ listing_id: pattern.id, state: "on_sale" }]);
  });

  it("refuses someone else's listing, a hidden one, an unknown one and more than 4, posting nothing", async () => {
    const before = await rows(app, "select count(*)::int as n from posts");
    for (const listing_ids of [[belasBangles.id], [saree.id, hidden.id], [crypto.randomUUID()]]) {
      const refused = await publish(asha, { content: "Look", listing_ids });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(ShareMessages.notYours);
    }
    const five = await list(app, asha, physical({ title: "Kota doria saree" }));
    const tooMany = await publish(asha, {
      content: "Everything",
      listing_ids: [saree.id, dupatta.id, pattern.id, draping.id, five.id],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(ShareMessages.tooMany);
    // A member without a shop has nothing to share.
    expect(errorOf(await publish(riya, { content: "Mine", listing_ids: [saree.id] })).message).toBe(
      ShareMessages.notYours,
    );
    expect(await rows(app, "select count(*)::int as n from posts")).toEqual(before);
  });

  it("shows an old post's sold-out listing as sold out and a deleted one as no longer available", async () => {
    const last = await list(app, asha, physical({ title: "Last piece saree", quantity: 1 }));
    const gone = await list(app, asha, physical({ title: "Retired saree" }));
    const created = await publish(asha, { content: "Last few", listing_ids: [last.id, gone.id] });
    await rows(app, "update listings set quantity = 0 where id = $1", [last.id]);
    expect((await as(app, asha).del(`/api/listings/${gone.id}`)).statusCode).toBe(204);
    const post = (await as(app, riya).get(`/api/posts/${created.json().id}`)).json();
    expect(post.listings).toMatchObject([
      { listing_id: last.id, state: "sold_out", listing: { title: "Last piece saree", quantity: 0 } },
      { listing_id: gone.id, state: "unavailable", listing: null },
    ]);
    // The cart's own stock rule still decides: nothing of a sold-out listing goes in.
    const add = await as(app, riya).post("/api/cart/items", { listing_id: last.id, quantity: 1 });
    expect(add.statusCode).toBe(409);
  });

  it("shows each post's listings on a feed page", async () => {
    for (let i = 0; i < 6; i++) await publish(asha, { content: `Post ${i}`, listing_ids: [dupatta.id] });
    const feed = (await as(app, new CookieJar()).get("/api/feed?limit=20")).json();
    const shared = feed.items.filter((p: { listings: unknown[] }) => p.listings.length > 0);
    expect(shared.length).toBeGreaterThanOrEqual(6);
    expect(shared[0].listings[0]).toMatchObject({ listing_id: dupatta.id, state: "on_sale" });
  });
});
