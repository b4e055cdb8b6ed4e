import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type GoogleStandin, startGoogleStandin } from "../../server/test/fakes/google.js";
import { type RazorpayStandin, startRazorpayStandin } from "../../server/test/fakes/razorpay.js";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { quiet, settled, signInAt as signInAtPath } from "./sign-in.js";

let razorpay: RazorpayStandin;
let google: GoogleStandin;
const journey = journeySetup({
  env: async () => {
    razorpay = await startRazorpayStandin({
      keyId: "rzp_test_bookings",
      keySecret: "bookings-secret",
      webhookSecret: "bookings-webhook-secret",
    });
    google = await startGoogleStandin({
      clientId: "google-bookings",
      clientSecret: "google-bookings-secret",
      email: "studio@gmail.example",
    });
    return {
      ...google.env(),
      RAZORPAY_KEY_ID: "rzp_test_bookings",
      RAZORPAY_KEY_SECRET: "bookings-secret",
      RAZORPAY_WEBHOOK_SECRET: "bookings-webhook-secret",
      RAZORPAY_BASE_URL: razorpay.baseUrl,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    };
  },
});
afterAll(async () => {
  await razorpay?.close();
  await google?.close();
});

/**
 * Google sends the vendor back to PUBLIC_URL, `http://localhost:{port}` when unset; her cookies must be on that
 * host, so the vendor's pages are opened there.
 */
const site = () => journey.server.url.replace("127.0.0.1", "localhost");

const VENDOR = "vendor@saheli.test";
const SHOPPER = "member2@saheli.test";
const PAYER = "member@saheli.test";
const TITLE = "Online styling consultation";

const signInAt = (page: Page, path: string, email: string, base = journey.server.url) =>
  signInAtPath(page, base, path, email);

/** She said "not now" to push notifications before, so the opt-in banner covers no screenshot. */
async function dismissPushOffer(page: Page) {
  await page.addInitScript(() => localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())));
}

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

/** The first open time of the chosen day on the booking page, and what it says. */
async function chooseFirstTime(page: Page) {
  const times = page.getByRole("region", { name: /^Times on / });
  await times.waitFor({ timeout: 15_000 });
  const first = times.getByRole("button").first();
  const label = (await first.getAttribute("aria-label")) ?? "";
  await first.click();
  expect(await first.getAttribute("aria-pressed")).toBe("true");
  return label;
}

let slug = "";

describe("booking a service", () => {
  it("a vendor connects Google and sets her hours, a buyer on a phone books paying at the service, the vendor accepts and the Meet link appears for both", async () => {
    razorpay.setWebhookUrl(`${journey.server.url}/api/payments/razorpay/webhook`);
    const vendor = await openPage(journey.browser, "desktop");
    const buyer = await openPage(journey.browser, "mobile");
    try {
      await dismissPushOffer(vendor.page);
      await dismissPushOffer(buyer.page);

      // Her calendar first, so the meeting of an accepted online booking is made on it.
      await signInAt(vendor.page, "/vendor/settings", VENDOR, site());
      const googleRow = vendor.page
        .getByRole("region", { name: "Video meetings" })
        .getByRole("listitem", { name: "Google Calendar" });
      await googleRow.getByRole("button", { name: "Connect Google Calendar" }).click();
      await vendor.page.waitForURL((url) => url.href.startsWith(`${google.baseUrl}/o/oauth2/v2/auth`));
      await vendor.page.getByRole("link", { name: "Allow" }).click();
      await vendor.page.getByText("Google Calendar connected").waitFor();

      // Her service (listing services is the listing form's work; here it is made the way that form does).
      await vendor.page.goto(`${site()}/vendor/products`);
      const listing = await callApi<{ id: string; slug: string }>(vendor.page, "POST", "/api/listings", {
        listing_type: "service",
        title: TITLE,
        description: "An hour on video: colours, drapes and what suits you.",
        price: 800,
        booking_duration_minutes: 60,
        is_online: true,
        requires_approval: true,
      });
      slug = listing.slug;

      // The vendor opens its hours from her products, opens every day, lets buyers pay at the service, saves.
      await vendor.page.reload();
      await vendor.page.getByRole("link", { name: `Hours for ${TITLE}` }).click();
      await vendor.page.getByRole("heading", { name: `Hours for ${TITLE}`, level: 1 }).waitFor();
      await vendor.page.getByText("Not taking bookings yet").waitFor();
      for (const day of ["Saturday", "Sunday"])
        await vendor.page.getByRole("checkbox", { name: day }).check();
      await vendor.page.getByRole("combobox", { name: "Sunday, period 1, to" }).selectOption("14:00");
      // With the keyboard, as the switch is a checkbox under its drawing.
      const payAtService = vendor.page.getByRole("switch", { name: "Let buyers pay at the service" });
      await payAtService.focus();
      await vendor.page.keyboard.press("Space");
      expect(await payAtService.isChecked()).toBe(true);
      await vendor.page.getByRole("radio", { name: "Google Meet" }).check();
      // Buyers may change their time up to 2 hours before (the first open time may well be tomorrow).
      await vendor.page.getByLabel("Free cancellation until").fill("2");
      await screenshot(vendor.page, "bookings-availability-desktop");
      // A mistake first: the period ends before it starts, and she is told in words beside it.
      await vendor.page.getByRole("combobox", { name: "Monday, period 1, to" }).selectOption("09:00");
      await vendor.page.getByRole("button", { name: "Save and open booking" }).click();
      await vendor.page.getByText("Each period must end after it starts").waitFor();
      await vendor.page.getByRole("combobox", { name: "Monday, period 1, to" }).selectOption("18:00");
      await vendor.page.getByRole("button", { name: "Save and open booking" }).click();
      await vendor.page.getByText("Your service is open for booking").waitFor();
      await vendor.page.getByText("Open for booking.").waitFor();

      // The buyer, on her phone, books from the service's page.
      await signInAt(buyer.page, `/service/${slug}`, SHOPPER);
      await buyer.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
      await buyer.page.getByRole("button", { name: "Book Now" }).click();
      await buyer.page.getByRole("heading", { name: "Book a time", level: 1 }).waitFor();
      await buyer.page.getByText(/Times are in your time zone/).waitFor();
      const time = await chooseFirstTime(buyer.page);
      await buyer.page.getByRole("radio", { name: "Pay at the service" }).check();
      await buyer.page.getByText("The shop confirms each booking within 48 hours").waitFor();
      await quiet(buyer.page);
      await screenshot(buyer.page, "bookings-book-mobile");
      await buyer.page.getByRole("heading", { name: "Book a time" }).scrollIntoViewIfNeeded();
      await buyer.page.evaluate(() => window.scrollTo(0, 0));
      await quiet(buyer.page);
      await screenshot(buyer.page, "bookings-book-times-mobile");
      await buyer.page.getByRole("button", { name: "Book now" }).click();
      await buyer.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
      await buyer.page.getByText("Request sent").waitFor();
      await buyer.page.getByText("Waiting for the shop to confirm").first().waitFor();
      await buyer.page.getByText(time.split(",")[0]!, { exact: false }).first().waitFor();
      await settled(buyer.page.getByRole("main"));
      await screenshot(buyer.page, "bookings-requested-mobile");

      // The vendor answers the request.
      await vendor.page.goto(`${site()}/vendor/bookings?when=requests`);
      await vendor.page.getByRole("heading", { name: "Bookings", level: 1 }).waitFor();
      const request = vendor.page.getByRole("listitem").filter({ hasText: TITLE });
      await request.getByText("Waiting for your answer").waitFor();
      await screenshot(vendor.page, "bookings-vendor-requests-desktop");
      await request.getByRole("button", { name: "Accept" }).click();
      await vendor.page.getByText(/Booking accepted/).waitFor();
      await vendor.page.goto(`${site()}/vendor/bookings`);
      const accepted = vendor.page.getByRole("listitem").filter({ hasText: TITLE });
      await accepted.getByText("Confirmed").waitFor();
      // The Meet link made on her calendar, for her…
      const vendorJoin = accepted.getByRole("link", { name: "Join meeting" });
      expect(await vendorJoin.getAttribute("href")).toMatch(/^https:\/\/meet\.google\.com\/[a-z-]+$/);
      await screenshot(vendor.page, "bookings-vendor-desktop");

      // She sees it confirmed, in her list and on its page, and can change its time.
      await buyer.page.goto(`${journey.server.url}/co-work/bookings`);
      await buyer.page.getByRole("heading", { name: "Your bookings", level: 1 }).waitFor();
      const card = buyer.page.getByRole("listitem").filter({ hasText: TITLE });
      await card.getByText("Confirmed").waitFor();
      // …and the same link for the buyer.
      const buyerJoin = card.getByRole("link", { name: "Join meeting" });
      expect(await buyerJoin.getAttribute("href")).toBe(await vendorJoin.getAttribute("href"));
      await screenshot(buyer.page, "bookings-mine-mobile");
      await card.getByRole("link", { name: `Details of ${TITLE}` }).click();
      await buyer.page.getByRole("main").getByRole("link", { name: "Join meeting" }).waitFor();
      await buyer.page.getByRole("button", { name: "Change time" }).click();
      const dialog = buyer.page.getByRole("dialog", { name: "Change your time" });
      await dialog.getByRole("region", { name: /^Times on / }).waitFor();
      await settled(dialog);
      await screenshot(buyer.page, "bookings-reschedule-mobile");
      await dialog.getByRole("button", { name: "Keep my time" }).click();

      expect(unexpected(vendor.errors)).toEqual([]);
      expect(unexpected(buyer.errors)).toEqual([]);
    } finally {
      await vendor.close();
      await buyer.close();
    }
  });

  it("on a desktop a buyer pays online through Razorpay's sheet and waits for the shop; the vendor's pages on a phone", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    const vendor = await openPage(journey.browser, "mobile");
    try {
      await dismissPushOffer(page);
      await dismissPushOffer(vendor.page);
      await signInAt(page, `/service/${slug}/book`, PAYER);
      await page.getByRole("heading", { name: "Book a time", level: 1 }).waitFor();
      await chooseFirstTime(page);
      await page.getByRole("radio", { name: "Pay now: UPI, cards and netbanking" }).check();
      await page.mouse.move(0, 0);
      await quiet(page);
      await screenshot(page, "bookings-book-desktop");
      await page.getByRole("button", { name: "Book and pay ₹800" }).click();
      const sheet = page.frameLocator('iframe[title="Razorpay Checkout"]');
      await sheet.getByRole("button", { name: "Pay with UPI" }).click();
      await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
      await page.getByText("Paid online: ₹800").waitFor();
      await page.getByText("Waiting for the shop to confirm").first().waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "bookings-paid-desktop");

      await signInAt(vendor.page, "/vendor/bookings", VENDOR);
      await vendor.page.getByRole("heading", { name: "Bookings", level: 1 }).waitFor();
      await vendor.page.getByRole("listitem").filter({ hasText: "Paid online" }).first().waitFor();
      await screenshot(vendor.page, "bookings-vendor-mobile");
      await vendor.page.goto(`${journey.server.url}/vendor/products`);
      await vendor.page.getByRole("link", { name: `Hours for ${TITLE}` }).click();
      await vendor.page.getByRole("heading", { name: `Hours for ${TITLE}`, level: 1 }).waitFor();
      await screenshot(vendor.page, "bookings-availability-mobile");
      await vendor.page
        .getByRole("heading", { name: "Weekly hours" })
        .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
      await quiet(vendor.page);
      await screenshot(vendor.page, "bookings-availability-hours-mobile");

      expect(unexpected(errors)).toEqual([]);
      expect(unexpected(vendor.errors)).toEqual([]);
    } finally {
      await close();
      await vendor.close();
    }
  });
});
