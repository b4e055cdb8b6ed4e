import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const VENDOR = "vendor@saheli.test";
const SHOPPER = "member2@saheli.test";

type Card = { slug: string; title: string; price: number; sale_price: number | null; listing_type: string };

/**
 * Two products of the demo vendor's shop a shopper can take in cash together: in stock, no choices, each under
 * ₹4,500 (with shipping the order stays under the platform's ₹10,000 cash-on-delivery ceiling).
 */
async function twoProducts(): Promise<[string, string]> {
  const base = journey.server.url;
  const shop = (await fetch(`${base}/api/shops/priyas-handloom-studio`).then((res) => res.json())) as {
    id: string;
  };
  const page = (await fetch(`${base}/api/shops/${shop.id}/listings`).then((res) => res.json())) as {
    items: Card[];
  };
  const found: string[] = [];
  for (const card of page.items) {
    if (card.listing_type !== "physical" || (card.sale_price ?? card.price) > 4500) continue;
    const detail = (await fetch(`${base}/api/listings/${card.slug}`).then((res) => res.json())) as {
      quantity: number;
      variations: unknown[];
    };
    if (detail.quantity > 2 && detail.variations.length === 0) found.push(card.title);
    if (found.length === 2) return [found[0] ?? "", found[1] ?? ""];
  }
  throw new Error("the demo vendor has no two products to buy with cash on delivery");
}

/** She said "not now" to push notifications on this device before, so the opt-in banner stays away. */
async function dismissPushOffer(page: Page) {
  await page.addInitScript(() => localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())));
}

const firstPost = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("article").first();

describe("shoppable posts", () => {
  it("a vendor shares two products in a post; a shopper on a phone adds one to her cart and buys the other from the feed", async () => {
    const [first, second] = await twoProducts();
    const vendor = await openPage(journey.browser, "desktop");
    const shopper = await openPage(journey.browser, "mobile");
    try {
      const page = vendor.page;
      await dismissPushOffer(page);
      await signInAtPath(page, journey.server.url, "/community", VENDOR);
      await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer
        .getByLabel("What do you want to talk about?")
        .fill("Fresh off the loom this week, two of my favourites");
      await composer.getByRole("button", { name: "Select Products to Share" }).click();
      const picker = page.getByRole("dialog", { name: "Select Products to Share" });
      const mine = picker.getByRole("list", { name: "Your products" });
      await mine.waitFor();
      await picker.getByLabel("Search your products").fill(first.slice(0, 12));
      await mine.getByRole("button", { name: new RegExp(literally(first)) }).click();
      await picker.getByLabel("Search your products").fill("");
      await mine.getByRole("button", { name: new RegExp(literally(second)) }).click();
      await picker.getByText("2 of 4 chosen").waitFor();
      await settled(picker);
      await screenshot(page, "shoppable-picker-desktop");
      await picker.getByRole("button", { name: "Done" }).click();
      const chosen = composer.getByRole("list", { name: "Shared in this post" });
      await chosen.getByText(first).waitFor();
      await chosen.getByText(second).waitFor();
      await settled(composer);
      await screenshot(page, "shoppable-composer-desktop");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();
      const posted = firstPost(page);
      const shared = posted.getByRole("list", { name: "Shared products and services" });
      await shared.getByRole("link", { name: first }).waitFor();
      await shared.getByRole("link", { name: second }).waitFor();
      // Her own listings: no buying from herself.
      expect(await shared.getByText("Your listing").count()).toBe(2);
      await posted.scrollIntoViewIfNeeded();
      await screenshot(page, "shoppable-post-desktop");

      // A shopper on her phone: the feed (for members) has the post with its products.
      const phone = shopper.page;
      await dismissPushOffer(phone);
      await signInAtPath(phone, journey.server.url, "/community", SHOPPER);
      const post = firstPost(phone);
      await post.getByText("Fresh off the loom this week").waitFor();
      const cards = post.getByRole("list", { name: "Shared products and services" });
      await cards.getByRole("link", { name: first }).waitFor();
      await cards.scrollIntoViewIfNeeded();
      await screenshot(phone, "shoppable-post-mobile");
      // She adds the first to her cart right there.
      await cards.getByRole("button", { name: `Add ${first} to cart` }).click();
      await phone.getByText("Added to cart").waitFor();
      await screenshot(phone, "shoppable-added-mobile");

      // And buys the second: the cart with both, then checkout with cash on delivery.
      await cards.getByRole("button", { name: `Buy ${second} now` }).scrollIntoViewIfNeeded();
      await cards.getByRole("button", { name: `Buy ${second} now` }).click();
      await phone.waitForURL(/\/cart$/);
      await phone.getByRole("main").getByText(first).first().waitFor();
      await phone.getByRole("main").getByText(second).first().waitFor();
      await phone.getByRole("link", { name: "Checkout Now" }).click();
      await phone.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
      const form = phone.getByRole("form", { name: "New delivery address" });
      await form.getByLabel("Phone (optional)").fill("9876543210");
      await form.getByLabel("House, street").fill("14 Residency Road");
      await form.getByLabel("Pincode").fill("560025");
      await expect.poll(() => form.getByLabel("City").inputValue(), { timeout: 15_000 }).not.toBe("");
      await form.getByRole("button", { name: "Save address" }).click();
      await phone.getByRole("radio", { name: /14 Residency Road/ }).waitFor();
      await expect
        .poll(() => phone.getByLabel("Phone number for the courier").inputValue(), { timeout: 10_000 })
        .toBe("9876543210");
      expect(await phone.getByRole("radio", { name: "Cash on delivery" }).isChecked()).toBe(true);
      await phone.getByRole("button", { name: "Place order" }).click();
      await phone.getByRole("heading", { name: "Thank you! Your order is placed" }).waitFor();
      await screenshot(phone, "shoppable-ordered-mobile");

      // The pickers on a phone: the composer's sheet with the services picker over it.
      const vendorPhone = await openPage(journey.browser, "mobile");
      try {
        await dismissPushOffer(vendorPhone.page);
        await signInAtPath(vendorPhone.page, journey.server.url, "/community", VENDOR);
        await vendorPhone.page.getByRole("button", { name: "Start a post" }).click();
        const sheet = vendorPhone.page.getByRole("dialog", { name: "Create a post" });
        await sheet.getByRole("button", { name: "Select Services to Share" }).click();
        const services = vendorPhone.page.getByRole("dialog", { name: "Select Services to Share" });
        await services.getByText(/of 4 chosen/).waitFor();
        await services
          .getByRole("list", { name: "Your services" })
          .or(services.getByRole("heading", { name: "No services found" }))
          .waitFor();
        await settled(services);
        await screenshot(vendorPhone.page, "shoppable-picker-mobile");
        expect(unexpected(vendorPhone.errors)).toEqual([]);
      } finally {
        await vendorPhone.close();
      }

      expect(unexpected(vendor.errors)).toEqual([]);
      expect(unexpected(shopper.errors, 401)).toEqual([]);
    } finally {
      await vendor.close();
      await shopper.close();
    }
  });
});

function literally(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
