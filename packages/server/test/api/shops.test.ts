import { CodLimits, ShopTaxMessages } from "@saheli/core/contracts/shops";
import { ShopMessages } from "@saheli/core/shops";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows, signIn } from "../helpers/auth.js";
import { category, openShop, shopBody } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  await category(app, "Sarees");
  await category(app, "Home Decor");
});
afterAll(() => app.close());

describe("opening a shop", () => {
  it("makes a verified woman a vendor with one shop, and refuses a second", async () => {
    const shop = await openShop(app, asha, "Asha's Loom & Co.", ["sarees"]);
    expect(shop).toMatchObject({
      slug: "ashas-loom-co",
      shop_categories: ["Sarees"],
      shop_currency: "INR",
      verified: false,
      is_owner: true,
      owner: { full_name: "Asha Rao" },
      private: { legal_name: null },
    });
    const [profile] = await rows(app, "select role from profiles where id = $1", [asha.id]);
    expect(profile?.role).toBe("V");
    const session = await as(app, asha).get("/api/auth/session");
    expect(session.json().profile.has_shop).toBe(true);

    const again = await as(app, asha).post("/api/shops", shopBody("Second shop", ["Sarees"]));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ShopMessages.alreadyExists);
  });

  it("opens one shop when two tabs ask at once", async () => {
    const carla = await member(app, "carla@example.in");
    const answers = await Promise.all(
      [1, 2, 3].map((n) => as(app, carla).post("/api/shops", shopBody(`Carla Crafts ${n}`, ["Home Decor"]))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const [count] = await rows(app, "select count(*)::int as n from shops where user_id = $1", [carla.id]);
    expect(count?.n).toBe(1);
  });

  it("refuses an unverified person, and keeps her a member", async () => {
    const { jar, userId } = await signIn(app, "newbie@example.in");
    const res = await as(app, jar).post("/api/shops", shopBody("Newbie", ["Sarees"]));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("VERIFICATION_REQUIRED");
    const [profile] = await rows(app, "select role from profiles where id = $1", [userId]);
    expect(profile?.role).not.toBe("V");
  });

  it("checks the form in the spec's words and writes nothing", async () => {
    const dora = await member(app, "dora@example.in");
    const cases: [Record<string, unknown>, string][] = [
      [{ shop_name: " a " }, ShopMessages.nameTooShort],
      [{ shop_categories: [] }, ShopMessages.categoryRequired],
      [{ shop_phone_number: "98765" }, ShopMessages.phoneInvalid],
      [{ shop_email: "not-an-email" }, ShopMessages.emailInvalid],
      [{ website_url: "example.in" }, ShopMessages.websiteInvalid],
      [{ shop_categories: ["Spaceships"] }, ShopMessages.unknownCategory],
    ];
    for (const [change, message] of cases) {
      const res = await as(app, dora).post("/api/shops", { ...shopBody("Dora's", ["Sarees"]), ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    const [count] = await rows(app, "select count(*)::int as n from shops where user_id = $1", [dora.id]);
    expect(count?.n).toBe(0);
  });

  it("gives the next free slug to a shop with a taken name", async () => {
    const esha = await member(app, "esha@example.in");
    const shop = await openShop(app, esha, "Asha's Loom Co", ["Sarees"]);
    expect(shop.slug).toBe("ashas-loom-co-2");
  });
});

describe("a shop's page and edits", () => {
  it("finds a shop by slug, id or slug-id; hides private details from others", async () => {
    const mine = (await as(app, asha).get("/api/shops/mine")).json().shop;
    for (const key of [mine.slug, mine.id, `${mine.slug}-${mine.id}`]) {
      const res = await as(app, bela).get(`/api/shops/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toMatchObject({ id: mine.id, is_owner: false, private: null });
    }
    expect((await as(app, bela).get("/api/shops/no-such-shop")).statusCode).toBe(404);
  });

  it("lets only the owner edit or close her shop", async () => {
    const mine = (await as(app, asha).get("/api/shops/mine")).json().shop;
    const body = { ...shopBody("Asha's Loom", ["Sarees", "Home Decor"]), tax_id: "27AAAPL1234C1ZV" };
    const theirs = await as(app, bela).put(`/api/shops/${mine.id}`, body);
    expect(theirs.statusCode).toBe(403);
    expect(errorOf(theirs)).toEqual({ code: "SHOP_ACCESS_DENIED", message: ShopMessages.accessDenied });
    expect((await as(app, bela).del(`/api/shops/${mine.id}`)).statusCode).toBe(403);

    const edited = await as(app, asha).put(`/api/shops/${mine.id}`, body);
    expect(edited.json()).toMatchObject({
      shop_name: "Asha's Loom",
      slug: mine.slug,
      shop_categories: ["Sarees", "Home Decor"],
      private: { tax_id: "27AAAPL1234C1ZV" },
    });
  });

  it("lists active shops by name and category; a closed shop leaves the list but stays for its owner", async () => {
    const found = (await app.inject({ method: "GET", url: "/api/shops?search=loom&category=sarees" })).json();
    expect(found.items.map((s: { shop_name: string }) => s.shop_name).sort()).toEqual([
      "Asha's Loom",
      "Asha's Loom Co",
    ]);

    const mine = (await as(app, asha).get("/api/shops/mine")).json().shop;
    expect((await as(app, asha).del(`/api/shops/${mine.id}`)).statusCode).toBe(204);
    const after = (await app.inject({ method: "GET", url: "/api/shops?search=loom" })).json();
    expect(after.items.map((s: { id: string }) => s.id)).not.toContain(mine.id);
    expect((await as(app, bela).get(`/api/shops/${mine.slug}`)).statusCode).toBe(404);
    expect((await as(app, asha).get(`/api/shops/${mine.slug}`)).json().is_active).toBe(false);
    expect((await as(app, asha).get("/api/shops/mine")).json().shop).toBeNull();
  });
});

describe("cash on delivery and GSTIN", () => {
  it("takes COD by default; she switches it off and lists pincodes, trimmed and deduplicated", async () => {
    const gita = await member(app, "gita@example.in");
    const shop = await openShop(app, gita, "Gita Handlooms", ["Sarees"]);
    expect((await as(app, gita).get("/api/shops/mine")).json().shop.private).toMatchObject({
      cod_enabled: true,
      cod_blocked_pincodes: [],
      tax_id: null,
    });
    const body = {
      ...shopBody("Gita Handlooms", ["Sarees"]),
      cod_enabled: false,
      cod_blocked_pincodes: [" 110001", "560034 ", "110001"],
      tax_id: " 27aaapl1234c1zv ",
    };
    const saved = await as(app, gita).put(`/api/shops/${shop.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().private).toMatchObject({
      cod_enabled: false,
      cod_blocked_pincodes: ["110001", "560034"],
      tax_id: "27AAAPL1234C1ZV",
    });
    // A form that leaves the COD fields out changes nothing of them.
    await as(app, gita).put(`/api/shops/${shop.id}`, shopBody("Gita Handlooms", ["Sarees"]));
    const [row] = await rows(app, "select cod_enabled, cod_blocked_pincodes from shops where id = $1", [
      shop.id,
    ]);
    expect(row).toEqual({ cod_enabled: false, cod_blocked_pincodes: ["110001", "560034"] });
    // Nobody else reads them.
    expect((await as(app, bela).get(`/api/shops/${shop.slug}`)).json().private).toBeNull();
  });

  it("refuses a bad pincode, too many pincodes and a bad GSTIN in words, and writes nothing", async () => {
    const hema = await member(app, "hema@example.in");
    const shop = await openShop(app, hema, "Hema Pottery", ["Home Decor"]);
    const base = shopBody("Hema Pottery", ["Home Decor"]);
    const many = Array.from({ length: CodLimits.blockedPincodesMax + 1 }, (_, n) => String(110001 + n));
    const cases: [Record<string, unknown>, string][] = [
      [{ cod_blocked_pincodes: ["110001", "4000"] }, `${ShopTaxMessages.pincodeInvalid}: 4000`],
      [{ cod_blocked_pincodes: ["011000"] }, ShopTaxMessages.pincodeInvalid],
      [{ cod_blocked_pincodes: many }, ShopTaxMessages.tooManyPincodes],
      [{ tax_id: "27AAAPL1234C1Z" }, ShopTaxMessages.gstinInvalid],
      [{ tax_id: "GSTIN-12345" }, ShopTaxMessages.gstinInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await as(app, hema).put(`/api/shops/${shop.id}`, {
        ...base,
        ...change,
        cod_enabled: false,
      });
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res).message, message).toContain(message);
    }
    // The same pincode listed 600 times is one pincode.
    const repeated = Array.from({ length: 600 }, () => "110001");
    const ok = await as(app, hema).put(`/api/shops/${shop.id}`, { ...base, cod_blocked_pincodes: repeated });
    expect(ok.json().private.cod_blocked_pincodes).toEqual(["110001"]);
    const [row] = await rows(app, "select cod_enabled, tax_id from shops where id = $1", [shop.id]);
    expect(row).toEqual({ cod_enabled: true, tax_id: null });
  });

  it("saves a shop whose seeded logo lives outside her uploads, and a phone written with spaces", async () => {
    const jaya = await member(app, "jaya@example.in");
    const shop = await openShop(app, jaya, "Jaya Textiles", ["Sarees"]);
    await rows(app, "update shops set logo_url = '/media/seed/shops/jaya.webp' where id = $1", [shop.id]);
    const body = { ...shopBody("Jaya Textiles", ["Sarees"]), logo_url: "/media/seed/shops/jaya.webp" };
    const saved = await as(app, jaya).put(`/api/shops/${shop.id}`, {
      ...body,
      shop_phone_number: "+91 90000-00101",
      cod_blocked_pincodes: ["400001"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      logo_url: "/media/seed/shops/jaya.webp",
      shop_phone_number: "+919000000101",
      private: { cod_blocked_pincodes: ["400001"] },
    });
    const swapped = await as(app, jaya).put(`/api/shops/${shop.id}`, {
      ...body,
      logo_url: "/media/seed/shops/someone-else.webp",
    });
    expect(swapped.statusCode).toBe(400);
    expect(errorOf(swapped).message).toBe("Images must be uploaded to Saheli first.");
  });

  it("lets no one else change her COD settings", async () => {
    const isha = await member(app, "isha@example.in");
    const shop = await openShop(app, isha, "Isha Jewels", ["Sarees"]);
    const res = await as(app, bela).put(`/api/shops/${shop.id}`, {
      ...shopBody("Isha Jewels", ["Sarees"]),
      cod_enabled: false,
      cod_blocked_pincodes: ["110001"],
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(ShopMessages.accessDenied);
    const [row] = await rows(app, "select cod_enabled, cod_blocked_pincodes from shops where id = $1", [
      shop.id,
    ]);
    expect(row).toEqual({ cod_enabled: true, cod_blocked_pincodes: [] });
  });
});

describe("following shops", () => {
  it("follows once, never her own, counts exactly, tells the owner, and unfollows", async () => {
    const fatima = await member(app, "fatima@example.in", { full_name: "Fatima Khan" });
    const shop = await openShop(app, fatima, "Fatima Chikan Ghar", ["Sarees"]);
    const own = await as(app, fatima).put(`/api/shops/${shop.id}/follow`);
    expect(own.json().error.message).toBe(ShopMessages.cannotFollowOwn);

    const answers = await Promise.all([1, 2, 3].map(() => as(app, bela).put(`/api/shops/${shop.id}/follow`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.message).toBe(
      ShopMessages.alreadyFollowing,
    );
    expect((await as(app, bela).get(`/api/shops/${shop.slug}`)).json()).toMatchObject({
      follower_count: 1,
      is_following: true,
    });
    const [note] = await rows(
      app,
      "select type, action_url, message from notifications where recipient_id = $1",
      [fatima.id],
    );
    expect(note).toEqual({
      type: "shop_follow",
      action_url: `/shop/${shop.id}`,
      message: "started following Fatima Chikan Ghar",
    });

    expect(
      (await as(app, bela).get("/api/shops/followed")).json().items.map((s: { id: string }) => s.id),
    ).toEqual([shop.id]);
    const suggested = (await as(app, bela).get("/api/shops/suggestions"))
      .json()
      .items.map((s: { id: string }) => s.id);
    expect(suggested).not.toContain(shop.id);

    expect((await as(app, bela).del(`/api/shops/${shop.id}/follow`)).json()).toEqual({
      following: false,
      follower_count: 0,
    });
    const again = await as(app, bela).del(`/api/shops/${shop.id}/follow`);
    expect(again.json().error.message).toBe(ShopMessages.notFollowing);
    const [count] = await rows(app, "select follower_count from shops where id = $1", [shop.id]);
    expect(count?.follower_count).toBe(0);
    expect((await app.inject({ method: "PUT", url: `/api/shops/${shop.id}/follow` })).statusCode).toBe(401);
  });

  it("refuses shop pictures outside her own uploads, `..` included", async () => {
    const dina = await member(app, "dina@example.in");
    for (const url of [
      `/media/shop-images/${dina.id}/../${asha.id}/logo.jpg`,
      `/media/shop-images/${asha.id}/x.jpg`,
    ]) {
      const res = await as(app, dina).post("/api/shops", {
        ...shopBody("Dina's Pots", ["Sarees"]),
        logo_url: url,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Images must be uploaded to Saheli first.");
    }
  });
});
