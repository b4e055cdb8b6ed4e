import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath, signInWithCode } from "./sign-in.js";

const journey = journeySetup();

type Card = { slug: string; listing_type: string; price: number; sale_price: number | null };

/** A listing of a seeded shop she can pay for in cash: a parcel under the COD ceiling, in stock, no choices. */
async function cashListing(shopSlug: string): Promise<string> {
  const base = journey.server.url;
  const shop = (await fetch(`${base}/api/shops/${shopSlug}`).then((res) => res.json())) as { id: string };
  const page = (await fetch(`${base}/api/shops/${shop.id}/listings`).then((res) => res.json())) as {
    items: Card[];
  };
  for (const card of page.items) {
    if (card.listing_type !== "physical" || (card.sale_price ?? card.price) > 9000) continue;
    const detail = (await fetch(`${base}/api/listings/${card.slug}`).then((res) => res.json())) as {
      quantity: number;
      variations: unknown[];
    };
    if (detail.quantity > 1 && detail.variations.length === 0) return card.slug;
  }
  throw new Error(`${shopSlug} has nothing to buy with cash on delivery`);
}

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

const photo = (name: string, size: number) => ({ name, mimeType: "image/png", buffer: makePng(size) });

describe("the marketplace", () => {
  it("a verified member opens a shop and lists a product with two photos; a shopper buys it", async () => {
    const seller = await openPage(journey.browser, "desktop");
    const shopper = await openPage(journey.browser, "mobile");
    try {
      const page = seller.page;
      await signInAt(page, "/create-shop", "member@saheli.test");
      await page.getByRole("heading", { name: "Open your shop" }).waitFor();
      await page.getByRole("button", { name: "Open my shop" }).click();
      await page.getByText("Shop name must be at least 2 characters").waitFor();
      await page.getByText("Please select at least one category").waitFor();
      await page.getByLabel("Shop name").fill("Ananya Weaves");
      await page.getByLabel("Your story (optional)").fill("Ikat from Pochampally, woven by my family.");
      await page.getByRole("button", { name: "Sarees & Ethnic Wear" }).click();
      await page.getByLabel("Phone (optional)").fill("98765");
      await page.getByLabel("Email (optional)").click();
      await page.getByText("Please enter a valid phone number").waitFor();
      await page.getByLabel("Phone (optional)").fill("+919876543210");
      await page.getByLabel("Logo file").setInputFiles(photo("logo.png", 200));
      await page.getByRole("img", { name: "Logo" }).waitFor();
      await page.getByRole("button", { name: "Open my shop" }).click();
      await page.getByText("Your shop is open!").waitFor();
      await page.getByRole("heading", { name: "Ananya Weaves", level: 1 }).waitFor();
      expect(page.url()).toContain("/shop/ananya-weaves");
      await page.getByText("Nothing listed yet").waitFor();

      await page.getByRole("link", { name: "Add a listing" }).first().click();
      await page.getByRole("heading", { name: "New listing" }).waitFor();
      await page.getByLabel("Title").fill("Pochampally ikat silk saree");
      await page.getByLabel("Description").fill("Double ikat in indigo and rust, 6.3 m with blouse piece.");
      await page.getByLabel("Price (₹)").fill("7800");
      await page.getByLabel("Sale price (₹, optional)").fill("6900");
      await page.getByLabel("In stock").fill("4");
      await page.getByLabel("Category").selectOption({ label: "Sarees & Ethnic Wear" });
      await page.getByLabel("Add photos").setInputFiles([photo("front.png", 480), photo("drape.png", 400)]);
      await page.getByRole("img", { name: "Listing shot 2" }).waitFor();
      await page.getByRole("button", { name: "Make photo 2 the main photo" }).click();
      await page.getByLabel("Tags (optional)").fill("ikat");
      await page.keyboard.press("Enter");
      await screenshot(page, "marketplace-listing-form-desktop");
      await page.getByRole("button", { name: "Publish listing" }).click();
      await page.getByText("Listing published").waitFor();
      await page.getByRole("heading", { name: "Pochampally ikat silk saree" }).waitFor();
      expect(await page.getByRole("list", { name: "Photos" }).getByRole("button").count()).toBe(2);
      await page.getByText("This is your listing.").waitFor();
      const productUrl = page.url();

      await page.getByRole("link", { name: "Visit shop" }).click();
      await page.getByRole("link", { name: "Pochampally ikat silk saree" }).waitFor();
      await screenshot(page, "marketplace-shop-desktop");

      await page.goto(`${journey.server.url}/vendor/dashboard`);
      const mine = page.getByRole("list", { name: "Your listings" });
      await mine.getByRole("link", { name: "Pochampally ikat silk saree", exact: true }).waitFor();
      await page.getByRole("button", { name: "Hide Pochampally ikat silk saree" }).click();
      await mine.getByText("Hidden", { exact: true }).waitFor();
      await page.getByRole("button", { name: /^Hidden/ }).click();
      await mine.getByRole("link", { name: "Pochampally ikat silk saree", exact: true }).waitFor();
      await page.getByRole("button", { name: "Show Pochampally ikat silk saree" }).click();
      await page.getByText("No hidden listings").waitFor();
      await page.getByRole("button", { name: /^All/ }).click();
      await mine.getByText("Active", { exact: true }).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "marketplace-vendor-dashboard-desktop");

      const buyer = shopper.page;
      await signInAt(buyer, new URL(productUrl).pathname, "member2@saheli.test");
      await buyer.getByRole("heading", { name: "Pochampally ikat silk saree" }).waitFor();
      await buyer.getByText("Only 4 left").waitFor();
      await screenshot(buyer, "marketplace-product-mobile");
      await buyer.getByRole("button", { name: "Add to wishlist" }).click();
      await buyer.getByRole("button", { name: "In wishlist" }).waitFor();
      await buyer.getByRole("button", { name: "Add to Cart" }).click();
      await buyer.getByText("Added to cart").waitFor();
      await buyer.getByRole("button", { name: "View cart" }).click();
      const drawer = buyer.getByRole("dialog", { name: /Shopping Cart/ });
      await drawer.getByText("Shopping Cart (1)").waitFor();
      await drawer.getByRole("button", { name: "One more" }).click();
      await drawer.getByText("Shopping Cart (2)").waitFor();
      await drawer.getByText("₹13,800").first().waitFor();
      await drawer.getByText("FREE").waitFor();
      await settled(drawer);
      await screenshot(buyer, "marketplace-cart-drawer-mobile");
      await drawer.getByRole("button", { name: "View cart" }).click();
      await buyer.getByRole("heading", { name: "Shopping Cart (2)", level: 1 }).waitFor();
      await screenshot(buyer, "marketplace-cart-page-mobile");

      // The drawer may still be sliding away over the page: take the page's own line.
      await buyer.getByRole("main").getByRole("link", { name: "Pochampally ikat silk saree" }).click();
      await buyer.getByRole("link", { name: "Visit shop" }).click();
      await buyer.getByRole("button", { name: /^Follow/ }).click();
      await buyer.getByRole("button", { name: /Following · 1/ }).waitFor();
      await screenshot(buyer, "marketplace-shop-mobile");
      await buyer.goto(`${journey.server.url}/followed-shops`);
      await buyer.getByRole("link", { name: "Ananya Weaves" }).waitFor();
      expect(seller.errors).toEqual([]);
      expect(shopper.errors).toEqual([]);
    } finally {
      await seller.close();
      await shopper.close();
    }
  });

  it("a shopper rates a product once it reached her, changes her mind, and finds her review on the shop's reviews", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    const shop = await openPage(journey.browser, "desktop");
    try {
      const slug = await cashListing("priyas-handloom-studio");
      await signInAt(page, `/product/${slug}`, "member2@saheli.test");
      const reviews = page.getByRole("region", { name: "Reviews" });
      await reviews
        .getByText("Only buyers can review: reviews open once your order of this item is delivered.")
        .waitFor();

      // She buys it (the checkout has its own journey) and the shop brings it to her door.
      const number = await page.evaluate(async (listing) => {
        const send = (url: string, body: object) =>
          fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
        // Only this listing: what the first journey left in her cart is not part of this order.
        await fetch("/api/cart", { method: "DELETE" });
        const { id } = await (await fetch(`/api/listings/${listing}`)).json();
        await send("/api/cart/items", { listing_id: id, quantity: 1 });
        const home = {
          name: "Home",
          phone: "9876543210",
          pincode: "560001",
          city: "Bengaluru",
          state: "Karnataka",
        };
        const { items } = await (await send("/api/locations", home)).json();
        const placed = await send("/api/checkout", {
          address_id: items[0].id,
          payment_method: "cod",
          contact_phone: "9876543210",
          idempotency_key: crypto.randomUUID(),
        });
        const answer = await placed.json();
        if (!placed.ok) throw new Error(JSON.stringify(answer));
        return answer.orders[0].order_number as string;
      }, slug);
      await signInAt(shop.page, "/vendor/orders", "vendor@saheli.test");
      for (const move of [
        { status: "confirmed" },
        { status: "packed" },
        { status: "shipped", carrier: "India Post", awb: "EM123456789IN" },
        { status: "delivered" },
      ]) {
        const status = await shop.page.evaluate(
          async ([order, body]) =>
            (
              await fetch(`/api/vendor/orders/${order}`, {
                method: "PATCH",
                headers: { "content-type": "application/json" },
                body: JSON.stringify(body),
              })
            ).status,
          [number, move] as const,
        );
        expect(status).toBe(200);
      }

      await page.reload();
      await reviews.getByRole("button", { name: "Post review" }).click();
      await reviews.getByText("Please choose a rating from 1 to 5 stars").waitFor();
      await reviews.getByRole("radio", { name: "4 stars, Very good" }).focus();
      await page.keyboard.press("Space");
      await reviews.getByLabel("Your review").fill("Lovely drape and the colours are true to the photos.");
      await reviews.getByRole("button", { name: "Post review" }).click();
      await reviews.getByText("Lovely drape and the colours are true to the photos.").waitFor();
      await expect.poll(() => reviews.getByRole("button", { name: "Post review" }).count()).toBe(0);

      await reviews.getByRole("button", { name: "Edit" }).click();
      await reviews.getByRole("radio", { name: "5 stars, Excellent" }).check({ force: true });
      await reviews.getByRole("button", { name: "Save review" }).click();
      await reviews
        .getByRole("article", { name: "Review by Priyanka Sharma" })
        .getByText("Rated 5 out of 5")
        .waitFor();
      await settled(reviews);
      await reviews.scrollIntoViewIfNeeded();
      await screenshot(page, "marketplace-product-reviews-desktop");

      await page.getByRole("link", { name: "Visit shop" }).click();
      const shopReviews = page.getByRole("region", { name: "Reviews" });
      await shopReviews.getByText("Lovely drape and the colours are true to the photos.").waitFor();
      await shopReviews.getByText("Verified purchase").first().waitFor();
      expect(errors).toEqual([]);
      expect(shop.errors).toEqual([]);
    } finally {
      await close();
      await shop.close();
    }
  });

  it("a seeded vendor finds her dashboard on a phone: listings to manage and her shop's reviews", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await signInAt(page, "/vendor/dashboard", "vendor@saheli.test");
      await page.getByRole("heading", { name: "Priya's Handloom Studio", level: 1 }).waitFor();
      await page.getByRole("list", { name: "Your listings" }).getByRole("listitem").first().waitFor();
      await page.getByRole("region", { name: "Reviews" }).getByRole("article").first().waitFor();
      await screenshot(page, "marketplace-vendor-dashboard-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("keeps a visitor's cart through sign-in, and moves a wishlist item into the cart", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      const home = (await fetch(`${journey.server.url}/api/home`).then((res) => res.json())) as {
        featured: { slug: string; title: string; listing_type: string }[];
      };
      const product = home.featured.find((listing) => listing.listing_type === "physical");
      if (!product) throw new Error("the seed has no featured physical product");

      await page.goto(`${journey.server.url}/product/${product.slug}`);
      await page.getByRole("heading", { name: product.title, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").waitFor();
      await page.getByRole("button", { name: "Add to wishlist" }).click();
      await signInWithCode(page, journey.server.url, "admin@saheli.test");
      await page.getByText("Your cart is saved to your account").waitFor();
      await page.getByRole("button", { name: "Add to wishlist" }).click();
      await page.getByRole("button", { name: "In wishlist" }).waitFor();

      await page.goto(`${journey.server.url}/`);
      await page.getByRole("button", { name: "Cart (1)" }).waitFor();
      await page.getByRole("button", { name: "Wishlist (1)" }).click();
      const drawer = page.getByRole("dialog", { name: /Wishlist/ });
      await drawer.getByRole("link", { name: product.title }).waitFor();
      await settled(drawer);
      await screenshot(page, "marketplace-wishlist-drawer-desktop");
      await drawer.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Moved to cart").waitFor();
      await drawer.getByText("Your wishlist is empty").waitFor();
      await drawer.getByRole("button", { name: "Cart" }).click();
      const cart = page.getByRole("dialog", { name: /Shopping Cart/ });
      await cart.getByText("Shopping Cart (2)").waitFor();
      await settled(cart);
      await screenshot(page, "marketplace-cart-drawer-desktop");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /Deliver to/ }).click();
      const picker = page.getByRole("dialog");
      await picker.getByText("No saved locations. Add a location by entering your pincode.").waitFor();
      const add = picker.getByRole("button", { name: "Add", exact: true });
      await picker.getByLabel("Or enter a pincode").fill("56000a1");
      expect(await picker.getByLabel("Or enter a pincode").inputValue()).toBe("560001");
      expect(await add.isDisabled()).toBe(false);
      await add.click();
      await page.getByRole("button", { name: /Deliver to Bengaluru 560001/ }).waitFor();
      await page.getByRole("button", { name: /Deliver to/ }).click();
      await page.getByRole("dialog").getByText("Bengaluru, Karnataka 560001").waitFor();
      await screenshot(page, "marketplace-location-picker-desktop");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("filters a category by price and rating, keeps the filters in a shareable link, and opens a product", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await page.goto(`${journey.server.url}/category/sarees-ethnic-wear`);
      await page.getByRole("heading", { name: "Sarees & Ethnic Wear", level: 1 }).waitFor();
      // Other journeys may have listed here too: the page shows what the API counts.
      const all = (await fetch(`${journey.server.url}/api/categories/sarees-ethnic-wear/listings`).then(
        (res) => res.json(),
      )) as { total: number };
      await page.getByText(`${all.total} items`, { exact: true }).first().waitFor();
      await page.getByRole("button", { name: "Filters" }).click();
      const sheet = page.getByRole("dialog", { name: "Filters" });
      await sheet.getByLabel("4★ & up").click();
      await page.waitForURL(/rating=4/);
      // Drag the "Highest" slider to 3,000 as a pointer would: set the value and fire the input event.
      await sheet.getByLabel("Highest").evaluate((slider: HTMLInputElement) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(slider, "3000");
        slider.dispatchEvent(new Event("input", { bubbles: true }));
      });
      await sheet.getByText("₹0 – ₹3,000").waitFor();
      await settled(sheet);
      await screenshot(page, "marketplace-category-filters-mobile");
      await sheet.getByRole("button", { name: "Show results" }).click();
      const filtered = (await fetch(
        `${journey.server.url}/api/categories/sarees-ethnic-wear/listings?max=3000&rating=4`,
      ).then((res) => res.json())) as { total: number; items: { title: string; listing_type: string }[] };
      const pick = filtered.items.find((item) => item.listing_type === "physical");
      if (!pick || filtered.total < 2) throw new Error("the seed has too few sarees under ₹3,000 rated 4+");
      const matching = `${filtered.total} items match your filters`;
      await page.getByText(matching).waitFor();
      expect(new URL(page.url()).search).toBe("?max=3000&rating=4");
      await page.getByRole("button", { name: "Filters (2 on)" }).waitFor();

      await page.reload();
      await page.getByText(matching).waitFor();
      await page.getByRole("button", { name: "List view" }).click();
      await page.waitForURL(/view=list/);
      await page.getByRole("button", { name: "List view", pressed: true }).waitFor();
      await screenshot(page, "marketplace-category-mobile");
      // Resting the pointer on a product fetches its page before the click (doc 3 §9: hover 100 ms).
      const product = page.getByRole("link", { name: pick.title, exact: true });
      const preloaded = page.waitForRequest((request) => request.url().includes("/api/listings/"));
      await product.hover();
      await preloaded;
      await product.click();
      await page.getByRole("heading", { name: pick.title, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").waitFor();

      await page.goto(`${journey.server.url}/commerce?filter=deals`);
      await page.getByRole("heading", { name: "Marketplace", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Deals" }).and(page.locator("[aria-current=page]")).waitFor();
      const deals = (await fetch(`${journey.server.url}/api/commerce?filter=deals`).then((res) =>
        res.json(),
      )) as {
        items: { title: string }[];
      };
      const [best] = deals.items;
      if (!best) throw new Error("the seed has no deals");
      await page.getByRole("link", { name: best.title }).first().waitFor();
      await screenshot(page, "marketplace-commerce-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
