import type { Download } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type RazorpayStandin, startRazorpayStandin } from "../../server/test/fakes/razorpay.js";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { settled, signInAt } from "./sign-in.js";

let razorpay: RazorpayStandin;
const journey = journeySetup({
  env: async () => {
    razorpay = await startRazorpayStandin({
      keyId: "rzp_test_journey",
      keySecret: "journey-secret",
      webhookSecret: "journey-webhook-secret",
    });
    return {
      RAZORPAY_KEY_ID: "rzp_test_journey",
      RAZORPAY_KEY_SECRET: "journey-secret",
      RAZORPAY_WEBHOOK_SECRET: "journey-webhook-secret",
      RAZORPAY_BASE_URL: razorpay.baseUrl,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    };
  },
});
afterAll(() => razorpay?.close());

type Card = { slug: string; title: string; listing_type: string };

/** A seeded digital listing: something paid online and delivered by download. */
async function digitalListing(): Promise<Card> {
  const base = journey.server.url;
  const shops = (await fetch(`${base}/api/shops`).then((res) => res.json())) as { items: { id: string }[] };
  for (const shop of shops.items) {
    const page = (await fetch(`${base}/api/shops/${shop.id}/listings`).then((res) => res.json())) as {
      items: Card[];
    };
    const digital = page.items.find((card) => card.listing_type === "digital");
    if (digital) return digital;
  }
  throw new Error("the seed has no digital listing");
}

describe("paying online", () => {
  it("a shopper on a phone buys a download with UPI through Razorpay's sheet and downloads it", async () => {
    razorpay.setWebhookUrl(`${journey.server.url}/api/payments/razorpay/webhook`);
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    await page.addInitScript(() =>
      localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())),
    );
    try {
      const listing = await digitalListing();
      await signInAt(page, journey.server.url, `/product/${listing.slug}`, "member2@saheli.test");
      await page.getByRole("button", { name: "Buy Now" }).click();
      await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
      // A download has no parcel, but the order still keeps her name and a phone: she adds her first address.
      const form = page.getByRole("form", { name: "New delivery address" });
      await form.getByLabel("Phone (optional)").fill("9876543210");
      await form.getByLabel("House, street").fill("7 Park Street");
      await form.getByLabel("Pincode").fill("700016");
      await expect.poll(() => form.getByLabel("City").inputValue(), { timeout: 15_000 }).not.toBe("");
      await form.getByRole("button", { name: "Save address" }).click();
      await page.getByRole("radio", { name: /7 Park Street/ }).waitFor();
      const upi = page.getByRole("radio", { name: /UPI, cards and netbanking/ });
      await upi.check();
      await expect.poll(() => page.getByRole("radio", { name: /Cash on delivery/ }).isDisabled()).toBe(true);
      await settled(page.getByRole("main"));
      await screenshot(page, "payments-checkout-mobile");
      await page.getByRole("button", { name: "Place order" }).click();

      const sheet = page.frameLocator('iframe[title="Razorpay Checkout"]');
      await sheet.getByRole("button", { name: "Fail payment" }).click();
      await page
        .getByText(/Payment could not|declined|failed/i)
        .first()
        .waitFor();
      await sheet.getByRole("button", { name: "Pay with UPI" }).click();
      await page.getByRole("heading", { name: "Thank you! Your order is placed" }).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "payments-confirmation-mobile");
      const orderNumber =
        (
          await page
            .getByRole("link", { name: /^SAH-\d{4}-\d{6,}$/ })
            .first()
            .textContent()
        )?.trim() ?? "";
      expect(orderNumber).toMatch(/^SAH-/);
      expect([...razorpay.requests].filter((r) => r.path.endsWith("/capture"))).toHaveLength(1);

      await page.goto(`${journey.server.url}/commerce/orders/${orderNumber}`);
      await page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 }).waitFor();
      await page.getByText("5 downloads left").waitFor();
      const downloaded = page.waitForEvent("download");
      await page.getByRole("button", { name: `Download ${listing.title}` }).click();
      const file: Download = await downloaded;
      expect(file.suggestedFilename()).toMatch(/\.[a-z0-9]+$/);
      await page.reload();
      await page.getByText("4 downloads left").waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "payments-order-download-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
