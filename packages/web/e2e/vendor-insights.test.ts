import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected, viewports } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const VENDOR = "vendor@saheli.test";
const SHOPPER = "member2@saheli.test";

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** A call from inside the page, as its own scripts make them (her cookies, the page's Origin). */
function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, path, body },
  );
}

/** The push opt-in comes 3 s after a page loads; she says no once (remembered), so it covers no screenshot. */
async function dismissPushBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Turn on notifications" });
  const shown = await banner.waitFor({ timeout: 6000 }).then(
    () => true,
    () => false,
  );
  if (shown) await banner.getByRole("button", { name: "Dismiss" }).click();
}

type VendorListing = {
  id: string;
  slug: string;
  title: string;
  listing_type: string;
  quantity: number;
  price: number;
};

/** One of her physical products in stock, cheap enough for cash on delivery. */
async function productOf(vendor: Page): Promise<VendorListing> {
  const page = await callApi<{ items: VendorListing[] }>(vendor, "GET", "/api/vendor/listings?filter=active");
  const product = page.items.find((l) => l.listing_type === "physical" && l.quantity >= 3 && l.price <= 9000);
  if (!product) throw new Error("the demo shop has no physical product in stock under ₹9,000");
  return product;
}

/** The shopper buys one of `listingId` with cash on delivery, through the API her checkout page uses. */
async function placeCodOrder(shopper: Page, listingId: string): Promise<void> {
  await callApi(shopper, "DELETE", "/api/cart");
  await callApi(shopper, "POST", "/api/cart/items", { listing_id: listingId, quantity: 1 });
  const saved = await callApi<{ items: { id: string; address_line: string | null }[] }>(
    shopper,
    "POST",
    "/api/locations",
    {
      label: "home",
      name: "Home",
      full_name: "Priyanka Sharma",
      phone: "9876543210",
      pincode: "560025",
      city: "Bengaluru",
      state: "Karnataka",
      address_line: "14 Residency Road",
    },
  );
  const address = saved.items.find((item) => item.address_line === "14 Residency Road");
  if (!address) throw new Error("the address was not saved");
  await callApi(shopper, "POST", "/api/checkout", {
    address_id: address.id,
    payment_method: "cod",
    idempotency_key: `journey-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
}

/** The shopper's order is announced to her in a toast; it is closed so it covers no screenshot. */
async function closeToasts(page: Page) {
  const close = page.getByRole("button", { name: "Close toast" });
  for (let n = await close.count(); n > 0; n--)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
}

/** The figure card's number, e.g. "Orders" → "1". */
const figure = (page: Page, label: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

describe("the vendor's analytics, customers and reviews", () => {
  it("she reads her figures, switches range, exports CSV, sees her customer and answers a review that then shows on the product page", async () => {
    const vendor = await openPage(journey.browser, "desktop");
    const shopper = await openPage(journey.browser, "mobile");
    try {
      const page = vendor.page;
      await signInAt(page, "/vendor/dashboard", VENDOR);
      await dismissPushBanner(page);
      const product = await productOf(page);

      // A shopper looks at the product (a view) and buys it with cash on delivery (an order).
      await signInAt(shopper.page, `/product/${product.slug}`, SHOPPER);
      await shopper.page.getByRole("heading", { name: product.title, level: 1 }).waitFor();
      await placeCodOrder(shopper.page, product.id);
      const { profile } = await callApi<{ profile: { full_name: string } }>(
        shopper.page,
        "GET",
        "/api/auth/session",
      );

      // Analytics, reached from the vendor header.
      await page
        .getByRole("navigation", { name: "Vendor sections" })
        .getByRole("link", { name: "Analytics" })
        .click();
      await page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
      await page.getByRole("button", { name: "30 days", pressed: true }).waitFor();
      await expect.poll(() => figure(page, "Orders").textContent()).toBe("1");
      expect(Number(await figure(page, "Product views").textContent())).toBeGreaterThanOrEqual(1);
      expect(await figure(page, "Revenue").textContent()).toMatch(/^₹[\d,]+$/);
      await page.getByRole("figure", { name: "Revenue by day" }).locator("svg.recharts-surface").waitFor();
      await page
        .getByRole("figure", { name: "Orders and product views by day" })
        .locator(".recharts-line")
        .waitFor();
      await page.getByRole("link", { name: product.title }).first().waitFor();
      await closeToasts(page);
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-analytics-desktop");

      await page.getByRole("button", { name: "7 days" }).click();
      await page.getByRole("button", { name: "7 days", pressed: true }).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe("?days=7");
      await expect.poll(() => figure(page, "Orders").textContent()).toBe("1");

      await page.getByRole("button", { name: "Custom" }).click();
      const custom = page.getByRole("form", { name: "Custom period" });
      await custom.getByLabel("From").fill("2025-01-01");
      await custom.getByRole("button", { name: "Show" }).click();
      await custom.getByRole("alert").getByText("Please choose a range of at most 366 days").waitFor();
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      const monthAgo = new Date(Date.now() + 330 * 60_000 - 27 * 86_400_000).toISOString().slice(0, 10);
      await custom.getByLabel("From").fill(monthAgo);
      await custom.getByRole("button", { name: "Show" }).click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?from=${monthAgo}&to=${today}`);
      await page.getByRole("button", { name: "Custom", pressed: true }).waitFor();
      await expect.poll(() => figure(page, "Orders").textContent()).toBe("1");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`analytics-${monthAgo}-to-${today}.csv`);
      const csv = readFileSync((await download.path())!, "utf8")
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      expect(csv[0]).toBe(`Daily figures,${monthAgo} to ${today},IST days`);
      expect(csv[1]).toBe("Day,Revenue (INR),Orders,Views");
      expect(csv).toContain("Listing,Type,Link,Views,Orders,Units,Revenue (INR),Conversion");
      expect(csv.some((line) => line.includes(`/product/${product.slug},`))).toBe(true);

      // Her customer, with a way to message her.
      await page
        .getByRole("navigation", { name: "Vendor sections" })
        .getByRole("link", { name: "Customers" })
        .click();
      await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
      const customers = page.getByRole("table", { name: "Your customers" });
      await customers.getByRole("link", { name: profile.full_name, exact: true }).waitFor();
      await customers.getByRole("link", { name: `Message ${profile.full_name}` }).waitFor();
      await page.getByLabel("Search customers by name").fill("nobody-like-this");
      await page.getByText("No customer matches “nobody-like-this”").waitFor();
      await page.getByRole("button", { name: "Clear search" }).click();
      await customers.getByRole("link", { name: profile.full_name, exact: true }).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-customers-desktop");

      // Reviews: she answers the newest one.
      await page
        .getByRole("navigation", { name: "Vendor sections" })
        .getByRole("link", { name: "Reviews" })
        .click();
      await page.getByRole("heading", { name: "Reviews", level: 1 }).waitFor();
      await page.getByRole("tab", { name: /^All reviews/, selected: true }).waitFor();
      const first = page.getByRole("article").first();
      await first.waitFor();
      const listingTitle = (await first.getByRole("link").first().textContent()) ?? "";
      const listingHref = (await first.getByRole("link").first().getAttribute("href")) ?? "";
      await first.getByRole("button", { name: /^Reply to / }).click();
      await first.getByRole("button", { name: "Post reply" }).click();
      await first.getByText("Please write a reply").waitFor();
      const answer = `Thank you for the kind words! We are so glad you liked ${listingTitle}.`;
      await first.getByRole("textbox").fill(answer);
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-reviews-reply-desktop");
      await first.getByRole("button", { name: "Post reply" }).click();
      await page.getByText("Your reply is posted").waitFor();
      await first.getByRole("region", { name: "Your reply" }).getByText(answer).waitFor();
      await expect.poll(() => first.getByRole("button", { name: "Post reply" }).count()).toBe(0);
      await page.getByRole("tab", { name: /^Unanswered/ }).click();
      await page.getByRole("tab", { name: /^Unanswered/, selected: true }).waitFor();
      await page.getByRole("article").first().waitFor();
      await expect.poll(() => page.getByText(answer).count()).toBe(0);

      // Public: under the review on the product page, for the shopper too.
      await shopper.page.goto(`${journey.server.url}${listingHref}`);
      const reviews = shopper.page.getByRole("region", { name: "Reviews" });
      const reply = reviews.getByRole("region", { name: "Reply from the shop" }).filter({ hasText: answer });
      await reply.waitFor();
      // Straight down to it (scrollIntoView would also scroll sideways on a page wider than the phone).
      await reply.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 240));
      await settled(shopper.page.getByRole("main"));
      await screenshot(shopper.page, "vendor-reviews-reply-on-product-mobile");

      // The same pages on a phone.
      await page.setViewportSize(viewports.mobile);
      await page.goto(`${journey.server.url}/vendor/analytics?days=90`);
      await page.getByRole("button", { name: "90 days", pressed: true }).waitFor();
      await page.getByRole("figure", { name: "Revenue by day" }).locator("svg.recharts-surface").waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-analytics-mobile");
      await page.getByRole("link", { name: "Analytics", exact: true }).evaluate((tab) => {
        const list = tab.closest("ul");
        if (!list) throw new Error("no tab list");
        const [shown, box] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
        if (box.left < shown.left || box.right > shown.right)
          throw new Error("the Analytics tab is out of view");
      });
      await page
        .getByRole("figure", { name: "Revenue by day" })
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
      await screenshot(page, "vendor-analytics-charts-mobile");
      await page.goto(`${journey.server.url}/vendor/customers`);
      await page
        .getByRole("list", { name: "Your customers" })
        .getByRole("link", { name: profile.full_name, exact: true })
        .waitFor();
      await screenshot(page, "vendor-customers-mobile");
      await page.goto(`${journey.server.url}/vendor/reviews`);
      await page.getByRole("region", { name: "Your reply" }).first().waitFor();
      await screenshot(page, "vendor-reviews-mobile");

      expect(unexpected(vendor.errors)).toEqual([]);
      expect(unexpected(shopper.errors)).toEqual([]);
    } finally {
      await vendor.close();
      await shopper.close();
    }
  });
});
