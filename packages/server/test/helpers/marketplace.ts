import sharp from "sharp";
import type { App } from "../../src/app.js";
import { rows } from "./auth.js";
import { as, type Member } from "./people.js";
import { uploadAs } from "./uploads.js";

/** An active top-level category to list things in. */
export async function category(app: App, name: string): Promise<string> {
  const [row] = await rows(
    app,
    `insert into categories (category, seo_name, status, level, position) values ($1, $2, 'A', 0, 1) returning id`,
    [name, name.toLowerCase().replace(/\s+/g, "-")],
  );
  return String(row?.id);
}

export const shopBody = (name: string, categories: string[]) => ({
  shop_name: name,
  shop_description: "Hand-woven in Varanasi.",
  shop_categories: categories,
  shop_email: "hello@example.in",
  shop_phone_number: "+919876543210",
  website_url: "https://example.in",
});

/** Opens a shop for `who` and answers its view. */
export async function openShop(app: App, who: Member, name: string, categories: string[]) {
  const res = await as(app, who).post("/api/shops", shopBody(name, categories));
  if (res.statusCode !== 200) throw new Error(`shop: ${res.body}`);
  return res.json() as { id: string; slug: string };
}

export async function listingPhoto(app: App, who: Member): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#aa3366" } })
    .png()
    .toBuffer();
  const res = await uploadAs(app, who, "/api/listings/images", png, "saree.png", "image/png");
  if (res.statusCode !== 200) throw new Error(`photo: ${res.body}`);
  return res.json().url as string;
}

export const physical = (over: Record<string, unknown> = {}) => ({
  listing_type: "physical",
  title: "Banarasi silk saree",
  description: "Pure katan silk with zari border.",
  price: 4500,
  sale_price: 3999,
  quantity: 3,
  ...over,
});

/** Lists something in `who`'s shop and answers its detail. */
export async function list(app: App, who: Member, body: Record<string, unknown>) {
  const res = await as(app, who).post("/api/listings", body);
  if (res.statusCode !== 200) throw new Error(`listing: ${res.body}`);
  return res.json() as { id: string; slug: string };
}
