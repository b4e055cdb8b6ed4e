import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

type Card = { slug: string; title: string; price: number; sale_price: number | null; listing_type: string };

/**
 * A physical listing of the seed she can pay for in cash: in stock, without choices to make, and under the
 * platform's cash-on-delivery ceiling. `skip` leaves out the ones other tests bought.
 */
async function codProduct(skip: string[] = []): Promise<{ slug: string; title: string }> {
  const page = (await fetch(`${journey.server.url}/api/commerce?filter=all&page=1`).then((res) =>
    res.json(),
  )) as { items: Card[] };
  for (const card of page.items) {
    if (
      card.listing_type !== "physical" ||
      (card.sale_price ?? card.price) > 5000 ||
      skip.includes(card.slug)
    )
      continue;
    const detail = (await fetch(`${journey.server.url}/api/listings/${card.slug}`).then((res) =>
      res.json(),
    )) as {
      quantity: number;
      variations: unknown[];
    };
    if (detail.quantity > 2 && detail.variations.length === 0) return card;
  }
  throw new Error("the seed has no physical listing under ₹5,000 without variations");
}

/** A listing of the seeded vendor's shop she can pay for in cash (no choices to make, in stock). */
async function vendorProduct(): Promise<string> {
  const base = journey.server.url;
  const shop = (await fetch(`${base}/api/shops/priyas-handloom-studio`).then((res) => res.json())) as {
    id: string;
  };
  const page = (await fetch(`${base}/api/shops/${shop.id}/listings`).then((res) => res.json())) as {
    items: Card[];
  };
  for (const card of page.items) {
    if (card.listing_type !== "physical" || (card.sale_price ?? card.price) > 9000) continue;
    const detail = (await fetch(`${base}/api/listings/${card.slug}`).then((res) => res.json())) as {
      quantity: number;
      variations: unknown[];
    };
    if (detail.quantity > 2 && detail.variations.length === 0) return card.slug;
  }
  throw new Error("the seeded vendor has no listing to buy with cash on delivery");
}

/** She said "not now" to push notifications on this device before, so the opt-in banner stays away. */
async function dismissPushOffer(page: Page) {
  await page.addInitScript(() => localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())));
}

/** The inline address form at checkout: the pincode fills the city and state. */
async function addAddress(page: Page, shot?: string) {
  const form = page.getByRole("form", { name: "New delivery address" });
  await form.getByLabel("Phone (optional)").fill("9876543210");
  await form.getByLabel("House, street").fill("14 Residency Road");
  await form.getByLabel("Pincode").fill("560025");
  await expect.poll(() => form.getByLabel("City").inputValue(), { timeout: 15_000 }).not.toBe("");
  if (shot) await screenshot(page, shot);
  await form.getByRole("button", { name: "Save address" }).click();
  await page.getByRole("radio", { name: /14 Residency Road/ }).waitFor();
}

describe("buying on Saheli", () => {
  it("a shopper on a phone checks out with cash on delivery, finds her order and cancels it; a stranger cannot open it", async () => {
    const shopper = await openPage(journey.browser, "mobile");
    const stranger = await openPage(journey.browser, "mobile");
    try {
      const page = shopper.page;
      await dismissPushOffer(page);
      await dismissPushOffer(stranger.page);
      const product = await codProduct();
      await signInAt(page, `/product/${product.slug}`, "member2@saheli.test");
      await page.getByRole("heading", { name: product.title, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").waitFor();
      await page.getByRole("button", { name: "View cart" }).click();
      const drawer = page.getByRole("dialog", { name: /Shopping Cart/ });
      await drawer.getByRole("button", { name: "Checkout Now" }).click();

      await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
      await addAddress(page, "orders-checkout-address-mobile");
      const parcels = page.getByRole("list", { name: "Parcels" });
      await parcels.getByRole("link", { name: product.title }).waitFor();
      await expect
        .poll(() => page.getByLabel("Phone number for the courier").inputValue(), { timeout: 10_000 })
        .toBe("9876543210");
      const cod = page.getByRole("radio", { name: "Cash on delivery" });
      expect(await cod.isChecked()).toBe(true);
      // Online payment is not offered without Razorpay keys: it is left out, not shown broken.
      expect(await page.getByRole("radio", { name: "UPI, cards and netbanking" }).count()).toBe(0);
      await screenshot(page, "orders-checkout-mobile");
      await page.getByRole("region", { name: "5. Review and pay" }).scrollIntoViewIfNeeded();
      await screenshot(page, "orders-checkout-review-mobile");

      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Thank you! Your order is placed" }).waitFor();
      const orderLink = page.getByRole("link", { name: /^SAH-\d{4}-\d{6,}$/ });
      const orderNumber = (await orderLink.textContent())?.trim() ?? "";
      expect(orderNumber).toMatch(/^SAH-\d{4}-\d{6,}$/);
      await page.getByText("Pay on delivery").first().waitFor();
      await screenshot(page, "orders-confirmation-mobile");

      await page.getByRole("link", { name: "See your orders" }).click();
      await page.getByRole("heading", { name: "Your orders", level: 1 }).waitFor();
      const row = page.getByRole("link", { name: `Order ${orderNumber}` });
      await row.getByText("Placed").waitFor();
      await screenshot(page, "orders-list-mobile");
      const filters = page.getByRole("navigation", { name: "Order filters" });
      await filters.getByRole("link", { name: "Cancelled" }).click();
      await page.getByText("No cancelled orders").waitFor();
      await filters.getByRole("link", { name: "All" }).click();
      await row.click();

      await page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 }).waitFor();
      const timeline = page.getByRole("list", { name: "Order timeline" });
      await timeline.getByText("You", { exact: false }).first().waitFor();
      await timeline.getByText("Delivered (not yet)").waitFor();
      await screenshot(page, "orders-order-mobile");
      await page.getByRole("button", { name: "Cancel order" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Cancel this order?" });
      await dialog.getByLabel("Reason (optional)").fill("Ordered the wrong colour");
      await settled(dialog);
      await screenshot(page, "orders-cancel-dialog-mobile");
      await dialog.getByRole("button", { name: "Cancel order" }).click();
      await page.getByText("Your order is cancelled").waitFor();
      await page.getByRole("main").getByText("Cancelled", { exact: true }).first().waitFor();
      await page.getByText("Ordered the wrong colour").first().waitFor();
      expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "orders-order-cancelled-mobile");

      await signInAt(stranger.page, `/commerce/orders/${orderNumber}`, "member@saheli.test");
      await stranger.page
        .getByRole("heading", { name: "Order not found. Please check your order number." })
        .waitFor();
      await screenshot(stranger.page, "orders-not-found-mobile");
      await stranger.page.getByRole("alert").getByRole("link", { name: "Your orders" }).click();
      await stranger.page.getByRole("heading", { name: "No orders yet" }).waitFor();
      await stranger.page.getByRole("link", { name: "Start shopping" }).waitFor();
      await screenshot(stranger.page, "orders-list-empty-mobile");
      await stranger.page.goto(`${journey.server.url}/checkout`);
      await stranger.page.getByRole("heading", { name: "Your cart is empty" }).waitFor();

      expect(unexpected(shopper.errors)).toEqual([]);
      expect(unexpected(stranger.errors, 404)).toEqual([]);
    } finally {
      await shopper.close();
      await stranger.close();
    }
  });

  it("on a desktop: checkout in two columns, the order page, and tracking by number", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await dismissPushOffer(page);
      await page.goto(`${journey.server.url}/tracking`);
      await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();

      const product = await codProduct();
      await signInAt(page, `/product/${product.slug}`, "admin@saheli.test");
      await page.getByRole("heading", { name: product.title, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").waitFor();
      await page.goto(`${journey.server.url}/cart`);
      await page.getByRole("main").getByRole("link", { name: "Checkout Now" }).click();
      await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
      await addAddress(page);
      await page
        .getByRole("complementary", { name: "5. Review and pay" })
        .getByText("Delivering to")
        .waitFor();
      await screenshot(page, "orders-checkout-desktop");
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Thank you! Your order is placed" }).waitFor();
      await screenshot(page, "orders-confirmation-desktop");
      const orderNumber =
        (await page.getByRole("link", { name: /^SAH-\d{4}-\d{6,}$/ }).textContent())?.trim() ?? "";
      await page.getByRole("link", { name: orderNumber }).click();
      await page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Buy again" }).waitFor();
      await screenshot(page, "orders-order-desktop");

      await page.goto(`${journey.server.url}/tracking`);
      await page.getByLabel("Order number").fill("not-a-number");
      await page.getByRole("button", { name: "Track" }).click();
      await page.getByText("That does not look like a valid order number. Please try again.").waitFor();
      await page.getByRole("button", { name: new RegExp(orderNumber) }).click();
      await page.getByRole("list", { name: "Order timeline" }).waitFor();
      expect(page.url()).toContain(`order=${orderNumber}`);
      await screenshot(page, "orders-tracking-desktop");

      await page.goto(`${journey.server.url}/tracking?order=${orderNumber.toLowerCase()}`);
      await page.getByRole("region", { name: orderNumber }).waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("after delivery she sees the parcel's courier, her invoice and a review link, and asks for a return with a photo", async () => {
    const buyer = await openPage(journey.browser, "desktop");
    const shop = await openPage(journey.browser, "desktop");
    try {
      const page = buyer.page;
      await dismissPushOffer(page);
      await dismissPushOffer(shop.page);
      await signInAt(page, `/product/${await vendorProduct()}`, "member2@saheli.test");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").waitFor();
      await page.goto(`${journey.server.url}/checkout`);
      // Her address from the first journey is chosen already.
      await page.getByRole("radio", { name: /14 Residency Road/ }).waitFor();
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Thank you! Your order is placed" }).waitFor();
      const orderNumber =
        (await page.getByRole("link", { name: /^SAH-\d{4}-\d{6,}$/ }).textContent())?.trim() ?? "";

      // The shop's own screens have their journey (vendor-orders); here she moves the order through its API.
      await signInAt(shop.page, "/vendor/dashboard", "vendor@saheli.test");
      for (const move of [
        { status: "confirmed" },
        { status: "packed" },
        {
          status: "shipped",
          carrier: "Delhivery",
          awb: "DLV12345678",
          tracking_url: "https://www.delhivery.com/track/package/DLV12345678",
        },
        { status: "delivered" },
      ]) {
        const status = await shop.page.evaluate(
          async ([number, body]) =>
            (
              await fetch(`/api/vendor/orders/${number}`, {
                method: "PATCH",
                headers: { "content-type": "application/json" },
                body: JSON.stringify(body),
              })
            ).status,
          [orderNumber, move] as const,
        );
        expect(status).toBe(200);
      }

      await page.goto(`${journey.server.url}/commerce/orders/${orderNumber}`);
      await page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 }).waitFor();
      const track = page.getByRole("link", { name: "Track parcel" });
      expect(await track.getAttribute("target")).toBe("_blank");
      expect(await track.getAttribute("rel")).toBe("noopener noreferrer");
      await page.getByText("DLV12345678", { exact: true }).waitFor();
      await page.getByRole("link", { name: "Write a review" }).waitFor();
      const invoice = await page.getByRole("link", { name: "Download invoice" }).getAttribute("href");
      const pdf = await page.evaluate(
        async (href) => (await fetch(href ?? "")).headers.get("content-type"),
        invoice,
      );
      expect(pdf).toBe("application/pdf");
      await screenshot(page, "orders-order-delivered-desktop");

      await page.getByRole("button", { name: "Request a return" }).click();
      const dialog = page.getByRole("dialog", { name: "Request a return" });
      await dialog.getByRole("button", { name: "Send return request" }).click();
      await dialog.getByText("Please give a reason").waitFor();
      await dialog.getByLabel("Reason").fill("The border is torn near the pallu");
      await dialog
        .getByLabel("Add return photos")
        .setInputFiles({ name: "torn.png", mimeType: "image/png", buffer: makePng(200) });
      await dialog.getByRole("img", { name: "What arrived, 1 of 1" }).waitFor();
      await settled(dialog);
      await screenshot(page, "orders-return-dialog-desktop");
      await dialog.getByRole("button", { name: "Send return request" }).click();
      await page.getByRole("main").getByText("Return requested", { exact: true }).first().waitFor();
      await page.getByRole("list", { name: "Return photos" }).getByRole("img").waitFor();
      expect(await page.getByRole("button", { name: "Request a return" }).count()).toBe(0);
      await screenshot(page, "orders-order-returned-desktop");
      expect(unexpected(buyer.errors)).toEqual([]);
      expect(unexpected(shop.errors)).toEqual([]);
    } finally {
      await buyer.close();
      await shop.close();
    }
  });

  it("shows her orders, an order and tracking in Hindi on a phone when her browser asks for it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile", { locale: "hi-IN" });
    const language = (value: string) =>
      page.context().addCookies([{ name: "saheli_lang", value, url: journey.server.url }]);
    try {
      await dismissPushOffer(page);
      // She signs in as the journeys do (in English), then reads Saheli in the language her browser asks for.
      await language("en");
      await signInAt(page, "/commerce/orders", "member2@saheli.test");
      await language("hi");
      await page.goto(`${journey.server.url}/commerce/orders`);
      await page.getByRole("heading", { level: 1, name: "आपके ऑर्डर" }).waitFor();
      await page.getByRole("navigation", { name: "ऑर्डर फ़िल्टर" }).getByRole("link", { name: "सभी" }).waitFor();
      const list = page.getByRole("list", { name: "ऑर्डर", exact: true });
      await list.getByText("रद्द", { exact: true }).first().waitFor();
      await expect.poll(() => page.title()).toBe("आपके ऑर्डर · सहेली");
      await screenshot(page, "orders-hi-mobile");

      await list
        .getByRole("link", { name: /^ऑर्डर SAH-/ })
        .first()
        .click();
      await page.getByRole("heading", { level: 1, name: /^ऑर्डर SAH-/ }).waitFor();
      await page.getByRole("list", { name: "ऑर्डर का सफ़र" }).waitFor();
      await page.getByRole("region", { name: "कुल हिसाब" }).getByText("कुल", { exact: true }).waitFor();
      await screenshot(page, "orders-order-hi-mobile");

      await page.goto(`${journey.server.url}/tracking`);
      await page.getByRole("heading", { level: 1, name: "अपना ऑर्डर ट्रैक करें" }).waitFor();
      await page.getByLabel("ऑर्डर नंबर").fill("not-a-number");
      await page.getByRole("button", { name: "ट्रैक करें" }).click();
      await page.getByText("यह सही ऑर्डर नंबर नहीं लगता। कृपया फिर से लिखें।").waitFor();
      await screenshot(page, "orders-tracking-hi-mobile");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
