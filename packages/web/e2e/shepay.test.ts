import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type RazorpayStandin, startRazorpayStandin } from "../../server/test/fakes/razorpay.js";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const VENDOR = "vendor@saheli.test";
const SHOPPER = "member2@saheli.test";
const ADMIN = "admin@saheli.test";

let razorpay: RazorpayStandin;
/** The server's data folder is ours, so the journey can read its embedded PostgreSQL and move a date back. */
const dataDir = mkdtempSync(join(tmpdir(), "saheli-e2e-shepay-"));
const journey = journeySetup({
  env: async () => {
    razorpay = await startRazorpayStandin({
      keyId: "rzp_test_shepay",
      keySecret: "shepay-secret",
      webhookSecret: "shepay-webhook-secret",
    });
    return {
      DATA_DIR: dataDir,
      RAZORPAY_KEY_ID: "rzp_test_shepay",
      RAZORPAY_KEY_SECRET: "shepay-secret",
      RAZORPAY_WEBHOOK_SECRET: "shepay-webhook-secret",
      RAZORPAY_BASE_URL: razorpay.baseUrl,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    };
  },
});
afterAll(async () => {
  await razorpay?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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

/** The embedded PostgreSQL the server started in our data folder (its password file and its pid file's port). */
async function database() {
  const password = readFileSync(join(dataDir, "postgres.password"), "utf8").trim();
  const port = readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/saheli`,
  });
  await client.connect();
  return client;
}

/**
 * A month passes for one order: its delivery moves 31 days back, and so does the release job it scheduled, so
 * the server's own job finds the return window closed and moves the money to available.
 */
async function monthPassesFor(orderNumber: string) {
  const client = await database();
  try {
    const { rows } = await client.query<{ id: string }>(
      "update orders set delivered_at = delivered_at - interval '31 days' where order_number = $1 returning id",
      [orderNumber],
    );
    const moved = await client.query(
      `update pgboss.job set start_after = now() where name = 'shepay-release' and state = 'created'
         and data->>'orderId' = $1`,
      [rows[0]?.id],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

type VendorListing = { id: string; listing_type: string; quantity: number; price: number };

/** The shopper pays online (the Razorpay stand-in's UPI) for one of the vendor's products; the order number. */
async function paidOrder(shopper: Page, vendor: Page): Promise<string> {
  const listings = await callApi<{ items: VendorListing[] }>(
    vendor,
    "GET",
    "/api/vendor/listings?filter=active",
  );
  const product = listings.items.find((l) => l.listing_type === "physical" && l.quantity >= 2);
  if (!product) throw new Error("the demo shop has no physical product in stock");
  await callApi(shopper, "DELETE", "/api/cart");
  await callApi(shopper, "POST", "/api/cart/items", { listing_id: product.id, quantity: 1 });
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
  const placed = await callApi<{
    checkout_id: string;
    orders: { order_number: string }[];
    razorpay: { order_id: string };
  }>(shopper, "POST", "/api/checkout", {
    address_id: address?.id,
    payment_method: "razorpay",
    idempotency_key: `shepay-${Date.now()}`,
  });
  const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
  await callApi(shopper, "POST", `/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
  return placed.orders[0]!.order_number;
}

async function deliver(vendor: Page, orderNumber: string) {
  const move = (body: object) => callApi(vendor, "PATCH", `/api/vendor/orders/${orderNumber}`, body);
  await move({ status: "packed" });
  await move({ status: "shipped", carrier: "Delhivery", awb: "DL12345678IN" });
  await move({ status: "delivered" });
}

type Wallet = { available: { amount: number }; withdrawable: number };

describe("SHEPay", () => {
  it("a vendor's delivered order becomes available; she sets her UPI ID, asks for a payout, an admin pays it, and her history shows it", async () => {
    const vendor = await openPage(journey.browser, "mobile");
    const shopper = await openPage(journey.browser, "mobile");
    const admin = await openPage(journey.browser, "desktop");
    const desk = await openPage(journey.browser, "desktop");
    for (const { page } of [vendor, shopper, admin, desk])
      await page.addInitScript(() =>
        localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())),
      );
    razorpay.setWebhookUrl(`${journey.server.url}/api/payments/razorpay/webhook`);
    try {
      const page = vendor.page;
      await signInAt(page, "/shepay/wallet", VENDOR);
      await page.getByRole("heading", { name: "Wallet", level: 1 }).waitFor();
      await page.getByText(/waits in Pending until the order is delivered/).waitFor();

      await signInAt(shopper.page, "/", SHOPPER);
      const orderNumber = await paidOrder(shopper.page, page);
      await deliver(page, orderNumber);
      await page.reload();
      await page.getByRole("heading", { name: "Wallet", level: 1 }).waitFor();
      // Paid and delivered, but within its return window: pending, not yet hers to withdraw.
      await expect
        .poll(async () => (await callApi<Wallet>(page, "GET", "/api/shepay/wallet")).available.amount)
        .toBe(0);

      await monthPassesFor(orderNumber);
      await expect
        .poll(async () => (await callApi<Wallet>(page, "GET", "/api/shepay/wallet")).withdrawable, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      const { withdrawable } = await callApi<Wallet>(page, "GET", "/api/shepay/wallet");

      // No payout method yet: the wallet sends her to settings.
      await page.reload();
      await page.getByRole("link", { name: "Add a payout method" }).click();
      await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await page.getByLabel("UPI ID").fill("priyanka");
      await page.getByRole("button", { name: "Save payout method" }).click();
      await page.getByText("Enter a UPI ID like name@bank").waitFor();
      await page.getByLabel("UPI ID").fill("Priyanka.Sharma@okaxis");
      await page.getByRole("button", { name: "Save payout method" }).click();
      await page.getByText("Payouts go to").waitFor();
      await page.getByText("UPI pr••••@okaxis").first().waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "shepay-settings-mobile");

      await page.getByRole("link", { name: "Wallet" }).click();
      await page.getByRole("button", { name: "Request payout" }).click();
      const dialog = page.getByRole("dialog", { name: "Request a payout" });
      await dialog.getByLabel("Amount (₹)").fill(String(withdrawable + 1));
      await dialog.getByRole("button", { name: "Request payout" }).click();
      await dialog.getByRole("alert").filter({ hasText: "that is your available balance" }).waitFor();
      await dialog.getByLabel("Amount (₹)").fill(String(withdrawable));
      await settled(dialog);
      await screenshot(page, "shepay-payout-dialog-mobile");
      await dialog.getByRole("button", { name: "Request payout" }).click();
      await page.getByText("Payout requested").waitFor();
      await page.getByText("On its way", { exact: true }).waitFor();
      await page.getByText(/can be withdrawn now; the rest is on its way to you/).waitFor();
      await page.getByText("Payout requested").waitFor({ state: "hidden" });
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page.getByRole("main"));
      await screenshot(page, "shepay-wallet-mobile");

      await signInAt(admin.page, "/admin/payouts", ADMIN);
      await admin.page.getByRole("heading", { name: "Payouts", level: 1 }).waitFor();
      const item = admin.page.getByRole("listitem").filter({ hasText: "UPI pr••••@okaxis" });
      await item.getByRole("button", { name: "Mark paid" }).click();
      const mark = admin.page.getByRole("dialog", { name: "Mark payout paid" });
      await mark.getByRole("button", { name: "Show where to send it" }).click();
      await mark.getByText("priyanka.sharma@okaxis").waitFor();
      await mark.getByRole("button", { name: "Mark paid" }).click();
      await mark.getByText("Enter the bank or UPI reference (UTR) of the transfer").waitFor();
      await mark.getByLabel("Transfer reference (UTR)").fill("UTR 6021 7788 4455");
      await settled(mark);
      await screenshot(admin.page, "shepay-admin-mark-paid-desktop");
      await mark.getByRole("button", { name: "Mark paid" }).click();
      await admin.page.getByText("Marked paid").waitFor();
      await admin.page.getByText("No payouts to send").waitFor();
      // The rates every statement prints are the admins' to change.
      expect(await admin.page.getByLabel("Commission (%)").inputValue()).toBe("5");
      expect(await admin.page.getByLabel("TCS (%)").inputValue()).toBe("0.5");
      await admin.page.getByText("Marked paid").waitFor({ state: "hidden" });
      await screenshot(admin.page, "shepay-admin-payouts-desktop");

      await page.goto(`${journey.server.url}/shepay/history`);
      await page.getByRole("heading", { name: "History", level: 1 }).waitFor();
      await page.getByRole("combobox", { name: "Kind" }).click();
      await page.getByRole("option", { name: "Payout" }).click();
      await expect.poll(() => page.url()).toContain("kind=payout");
      await page
        .getByText(/Payout to UPI pr••••@okaxis, reference UTR 6021 7788 4455/)
        .first()
        .waitFor();
      await page.getByText("Paid out", { exact: true }).first().waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "shepay-history-mobile");
      const csv = await page.request.get(`${journey.server.url}/api/shepay/history?format=csv&kind=payout`);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(await csv.text()).toContain("UTR 6021 7788 4455");

      // On a desktop: the wallet after the payout, and her history in full.
      await signInAt(desk.page, "/shepay/wallet", VENDOR);
      await desk.page.getByText("Paid", { exact: true }).first().waitFor();
      await settled(desk.page.getByRole("main"));
      await screenshot(desk.page, "shepay-wallet-desktop");
      await desk.page.goto(`${journey.server.url}/shepay/history`);
      await desk.page.getByText(`${orderNumber} paid online`).waitFor();
      await settled(desk.page.getByRole("main"));
      await screenshot(desk.page, "shepay-history-desktop");

      // The shopper's own history: what she paid.
      await shopper.page.goto(`${journey.server.url}/shepay/history`);
      await shopper.page.getByText(`Paid ${orderNumber} online`).waitFor();
      await settled(shopper.page.getByRole("main"));
      await screenshot(shopper.page, "shepay-buyer-history-mobile");

      for (const { errors } of [vendor, shopper, admin, desk]) expect(unexpected(errors)).toEqual([]);
    } finally {
      for (const { close } of [vendor, shopper, admin, desk]) await close();
    }
  });
});
