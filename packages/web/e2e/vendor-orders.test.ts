import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
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

type VendorListing = { id: string; title: string; listing_type: string; quantity: number; price: number };

/** One of her physical products in stock, cheap enough for cash on delivery. */
async function productOf(vendor: Page): Promise<VendorListing> {
  const page = await callApi<{ items: VendorListing[] }>(vendor, "GET", "/api/vendor/listings?filter=active");
  const product = page.items.find((l) => l.listing_type === "physical" && l.quantity >= 3 && l.price <= 9000);
  if (!product) throw new Error("the demo shop has no physical product in stock under ₹9,000");
  return product;
}

/** The shopper buys one of `listingId` with cash on delivery, through the API her checkout page uses. */
async function placeCodOrder(shopper: Page, listingId: string): Promise<string> {
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
  const placed = await callApi<{ orders: { order_number: string }[] }>(shopper, "POST", "/api/checkout", {
    address_id: address.id,
    payment_method: "cod",
    idempotency_key: `journey-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  const orderNumber = placed.orders[0]?.order_number;
  if (!orderNumber) throw new Error("checkout made no order");
  return orderNumber;
}

describe("the vendor's orders", () => {
  it("a new COD order arrives; she accepts, packs, ships with an AWB and delivers it; a stale move is refused in words", async () => {
    const vendor = await openPage(journey.browser, "desktop");
    const shopper = await openPage(journey.browser, "mobile");
    try {
      const page = vendor.page;
      await signInAt(page, "/vendor/orders", VENDOR);
      await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
      await page.getByRole("tab", { name: /^New/, selected: true }).waitFor();
      await dismissPushBanner(page);
      const product = await productOf(page);

      await signInAt(shopper.page, "/", SHOPPER);
      const orderNumber = await placeCodOrder(shopper.page, product.id);

      // The order arrives on her open page by itself (realtime), with the badge on the Orders section.
      const row = page.getByRole("link", { name: orderNumber });
      await row.waitFor();
      await page.getByRole("link", { name: /^Orders\s*, [1-9]\d* waiting$/ }).waitFor();
      await page.getByRole("cell", { name: "COD" }).first().waitFor();
      await page.getByLabel("Search by order number").fill(orderNumber);
      await expect.poll(() => page.url()).toContain(`q=${orderNumber}`);
      await page.getByRole("tab", { name: "Cancelled" }).click();
      await page.getByText(`No orders match “${orderNumber}”`).waitFor();
      await page.getByRole("button", { name: "Search all orders" }).click();
      await row.waitFor();
      await page.getByLabel("Search by order number").fill("");
      await page.getByRole("tab", { name: /^New/ }).click();
      await row.waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-orders-list-desktop");

      await row.click();
      await page.getByRole("heading", { name: orderNumber, level: 1 }).waitFor();
      await page.getByText(/^Collect ₹[\d,]+ on delivery$/).waitFor();
      await page.getByRole("link", { name: "Priyanka Sharma" }).waitFor();
      await page.getByRole("link", { name: "Message buyer" }).waitFor();
      const slip = await page.request.get(
        `${journey.server.url}/api/vendor/orders/${encodeURIComponent(orderNumber)}/packing-slip.pdf`,
      );
      expect(slip.headers()["content-type"]).toContain("application/pdf");
      await screenshot(page, "vendor-orders-order-new-desktop");

      await page.getByRole("button", { name: "Accept order" }).click();
      await page.getByText("Order accepted").waitFor();
      await page.getByRole("button", { name: "Mark packed" }).click();
      await page.getByText("Marked packed").waitFor();

      await page.getByRole("button", { name: "Ship" }).click();
      const ship = page.getByRole("dialog", { name: "Ship this order" });
      await ship.getByRole("button", { name: "Mark shipped" }).click();
      await ship.getByText("Please enter the courier and the tracking number (AWB)").first().waitFor();
      await ship.getByLabel("Courier").fill("Delhivery");
      await ship.getByLabel("Tracking number (AWB)").fill("DL12345678IN");
      await ship.getByLabel("Tracking link (optional)").fill("http://track.example.in/DL12345678IN");
      await ship.getByRole("button", { name: "Mark shipped" }).click();
      await ship.getByText("The tracking link must start with https://").waitFor();
      await ship
        .getByLabel("Tracking link (optional)")
        .fill("https://www.delhivery.com/track/package/DL12345678IN");
      await settled(ship);
      await screenshot(page, "vendor-orders-ship-dialog-desktop");
      await ship.getByRole("button", { name: "Mark shipped" }).click();
      await page.getByText("Marked shipped").waitFor();
      const shipping = page.getByRole("region", { name: "Shipping" });
      await shipping.getByText("DL12345678IN").waitFor();
      await shipping.getByRole("link", { name: "Track the parcel" }).waitFor();

      // Another tab moves it on while this page still offers the old move: the server refuses, in words.
      await page.route("**/api/orders/**", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => undefined);
      });
      await callApi(page, "PATCH", `/api/vendor/orders/${encodeURIComponent(orderNumber)}`, {
        status: "out_for_delivery",
      });
      await page.getByRole("button", { name: "Out for delivery" }).click();
      await page.getByText("An order that is out for delivery cannot be marked out for delivery").waitFor();
      await page.unroute("**/api/orders/**");

      await page.getByRole("button", { name: "Mark delivered" }).click();
      const deliver = page.getByRole("alertdialog", { name: "Mark this order delivered?" });
      await deliver.getByText(/you have collected ₹[\d,]+ in cash/).waitFor();
      await deliver.getByRole("button", { name: "Mark delivered" }).click();
      await page.getByText("Marked delivered").waitFor();
      await page.getByRole("main").getByText("Delivered", { exact: true }).first().waitFor();
      const timeline = page.getByRole("region", { name: "Timeline" });
      await timeline
        .getByText(/· Buyer$/)
        .first()
        .waitFor();
      await timeline
        .getByText(/· You$/)
        .first()
        .waitFor();
      expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
      await page.getByText("Marked delivered").waitFor({ state: "hidden" });
      await screenshot(page, "vendor-orders-order-desktop");

      await page.getByRole("link", { name: "All orders" }).click();
      await page.getByRole("tab", { name: "Delivered" }).click();
      await page.getByRole("link", { name: orderNumber }).click();
      await page.getByRole("heading", { name: orderNumber, level: 1 }).waitFor();

      // The buyer sends it back: the vendor approves the return and refunds the cash herself.
      await callApi(shopper.page, "POST", `/api/orders/${encodeURIComponent(orderNumber)}/return`, {
        reason: "The colour is darker than in the photos",
      });
      const returned = page.getByRole("region", { name: "Return" });
      await returned.getByText("The colour is darker than in the photos").waitFor();
      await page.getByRole("button", { name: "Approve return" }).click();
      const approve = page.getByRole("alertdialog", { name: "Approve this return?" });
      await approve.getByRole("button", { name: "Approve return" }).click();
      await page.getByText("Return approved", { exact: true }).first().waitFor();
      await page.getByRole("button", { name: "Refund" }).click();
      const refund = page.getByRole("alertdialog", { name: /^Refund ₹[\d,]+\?$/ });
      await refund.getByText(/refund her ₹[\d,]+ yourself, then mark it refunded here/).waitFor();
      await settled(refund);
      await screenshot(page, "vendor-orders-refund-dialog-desktop");
      await refund.getByRole("button", { name: "Mark refunded" }).click();
      await page.getByText("Marked refunded").waitFor();
      await page
        .getByRole("region", { name: "Payment" })
        .getByText(/^₹[\d,]+ refunded$/)
        .waitFor();
      expect(await page.getByRole("button", { name: "Refund" }).count()).toBe(0);

      expect(unexpected(vendor.errors, 409)).toEqual([]);
      expect(unexpected(shopper.errors)).toEqual([]);
    } finally {
      await vendor.close();
      await shopper.close();
    }
  });

  it("on a phone: her orders as cards, and cancelling one with a reason", async () => {
    const vendor = await openPage(journey.browser, "mobile");
    const shopper = await openPage(journey.browser, "mobile");
    try {
      const page = vendor.page;
      await signInAt(page, "/vendor/dashboard", VENDOR);
      await dismissPushBanner(page);
      const product = await productOf(page);
      await signInAt(shopper.page, "/", SHOPPER);
      const orderNumber = await placeCodOrder(shopper.page, product.id);

      await page.goto(`${journey.server.url}/vendor/dashboard`);
      const counts = page.getByRole("region", { name: "Orders" });
      await counts.getByRole("link", { name: /^New orders\s*[1-9]/ }).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-orders-dashboard-mobile");
      await counts.getByRole("link", { name: /^New orders\s*[1-9]/ }).click();
      await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
      const cards = page.getByRole("list", { name: "Your orders" });
      await cards.getByRole("link", { name: new RegExp(orderNumber) }).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-orders-list-mobile");

      await cards.getByRole("link", { name: new RegExp(orderNumber) }).click();
      await page.getByRole("heading", { name: orderNumber, level: 1 }).waitFor();
      await page.getByText(/^Collect ₹[\d,]+ on delivery$/).waitFor();
      await screenshot(page, "vendor-orders-order-mobile");

      await page.getByRole("button", { name: "Cancel order" }).click();
      const dialog = page.getByRole("dialog", { name: `Cancel ${orderNumber}?` });
      await dialog.getByRole("button", { name: "Cancel order" }).click();
      await dialog.getByText("Please give a reason").waitFor();
      await dialog.getByRole("button", { name: "Out of stock" }).click();
      expect(await dialog.getByLabel("Reason").inputValue()).toBe("Out of stock");
      await settled(dialog);
      await screenshot(page, "vendor-orders-cancel-dialog-mobile");
      await dialog.getByRole("button", { name: "Cancel order" }).click();
      await page.getByText("Order cancelled").waitFor();
      await page.getByText("Cancelled: Out of stock").waitFor();
      expect(await page.getByRole("button", { name: "Accept order" }).count()).toBe(0);

      await page.goto(`${journey.server.url}/vendor/orders?tab=cancelled`);
      await page.getByRole("list", { name: "Your orders" }).getByText(orderNumber).waitFor();
      await page.goto(`${journey.server.url}/vendor/orders?tab=to_pack`);
      await page.getByText("Nothing to pack").waitFor();
      await page.goto(`${journey.server.url}/vendor/orders/SAH-2000-999999`);
      await page.getByRole("heading", { name: "Order not found", level: 1 }).waitFor();

      expect(unexpected(vendor.errors, 404)).toEqual([]);
      expect(unexpected(shopper.errors)).toEqual([]);
    } finally {
      await vendor.close();
      await shopper.close();
    }
  });

  it("her cash-on-delivery pincodes and GSTIN in shop settings, and a listing's HSN code and GST rate", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, "/vendor/settings", VENDOR);
      await page.getByRole("heading", { name: "Shop settings", level: 1 }).waitFor();
      await dismissPushBanner(page);
      const cod = page.getByRole("switch", { name: "Accept cash on delivery" });
      expect(await cod.isChecked()).toBe(true);
      const pincodes = page.getByLabel("Pincodes you cannot deliver COD to");
      await pincodes.fill("110001, 4000");
      await page.getByLabel("GSTIN (optional)").fill("27AAAPL1234C1Z");
      await page.getByRole("button", { name: "Save shop" }).click();
      await page.getByText("Pincode must be 6 digits: 4000").waitFor();
      await page.getByText("GSTIN must be 15 characters, like 27AAAPL1234C1ZV").waitFor();
      await page
        .getByRole("heading", { name: "Cash on delivery" })
        .evaluate((heading) => heading.scrollIntoView({ block: "center" }));
      await screenshot(page, "vendor-settings-cod-desktop");
      await pincodes.fill("110001\n560034 110001");
      await page.getByLabel("GSTIN (optional)").fill("29aaqfg3105n1z1");
      await page.getByRole("button", { name: "Save shop" }).click();
      await page.getByText("Shop details saved").waitFor();
      await page.goto(`${journey.server.url}/vendor/settings`);
      await expect.poll(() => pincodes.inputValue()).toBe("110001\n560034");
      expect(await page.getByLabel("GSTIN (optional)").inputValue()).toBe("29AAQFG3105N1Z1");

      await page.goto(`${journey.server.url}/create-listing`);
      await page.getByRole("heading", { name: "New listing" }).waitFor();
      const tax = page.getByRole("group", { name: "Tax (for GST-registered shops)" });
      await tax.getByLabel("HSN code (optional)").fill("62");
      await tax.getByLabel("HSN code (optional)").blur();
      await tax.getByText("HSN code must be 4 to 8 digits").waitFor();
      await tax.getByLabel("HSN code (optional)").fill("5208");
      await tax.getByLabel("GST rate included in price").selectOption({ label: "5%" });
      await tax.evaluate((group) => group.scrollIntoView({ block: "center" }));
      await screenshot(page, "vendor-listing-tax-desktop");
      await page.getByRole("radio", { name: "Service" }).check({ force: true });
      expect(await page.getByRole("group", { name: "Tax (for GST-registered shops)" }).count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows her shop's orders and one order in Hindi on a phone when her browser asks for it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile", { locale: "hi-IN" });
    const language = (value: string) =>
      page.context().addCookies([{ name: "saheli_lang", value, url: journey.server.url }]);
    try {
      // She signs in as the journeys do (in English), then reads Saheli in the language her browser asks for.
      await language("en");
      await signInAt(page, "/vendor/dashboard", VENDOR);
      await dismissPushBanner(page);
      await language("hi");
      await page.goto(`${journey.server.url}/vendor/orders?tab=all`);
      await page.getByRole("heading", { level: 1, name: "ऑर्डर", exact: true }).waitFor();
      const tabs = page.getByRole("tablist", { name: "स्थिति के हिसाब से ऑर्डर" });
      expect(await tabs.getByRole("tab", { name: "सभी" }).getAttribute("aria-selected")).toBe("true");
      const cards = page.getByRole("list", { name: "आपके ऑर्डर" });
      await cards.getByText("रद्द", { exact: true }).first().waitFor();
      await expect.poll(() => page.title()).toBe("ऑर्डर · सहेली");
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-orders-hi-mobile");

      await cards.getByRole("link").first().click();
      await page.getByRole("heading", { level: 1, name: /^SAH-/ }).waitFor();
      await page.getByRole("region", { name: "ऑर्डर का सफ़र" }).waitFor();
      await page
        .getByRole("region", { name: "ग्राहक" })
        .getByRole("link", { name: "ग्राहक को मैसेज करें" })
        .waitFor();
      await screenshot(page, "vendor-orders-order-hi-mobile");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
