import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected, viewports } from "./harness.js";
import { quiet, settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const MEMBER = "member@saheli.test";
/** The demo co-working space (packages/server/src/db/seed/content/coworking.ts). */
const SPACE = "Growth Circle Co-work day pass, Indiranagar";
const CITY = "Bengaluru";

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** She said "not now" to push notifications before, so the opt-in banner covers no screenshot. */
async function dismissPushOffer(page: Page) {
  await page.addInitScript(() => localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())));
}

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewports.mobile.width);
}

describe("co-working spaces", () => {
  it("on a phone she finds a space by city, books a day pass paying at the desk, and sees it in her bookings", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await dismissPushOffer(page);
      await signInAt(page, "/co-work/spaces", MEMBER);
      await page.getByRole("heading", { name: "Co-working spaces", level: 1 }).waitFor();

      // Found by city: the city list counts the spaces in each.
      const city = page.getByRole("combobox", { name: "City" });
      await city.locator("option", { hasText: CITY }).first().waitFor({ state: "attached" });
      await city.selectOption(CITY);
      const spaces = page.getByRole("list", { name: `Spaces in ${CITY}` });
      await spaces.waitFor();
      const card = spaces.getByRole("listitem").filter({ hasText: SPACE });
      await card.getByText("Day pass", { exact: true }).waitFor();
      await card.getByText("Childcare corner").waitFor();
      await card.getByText("3rd Floor, 100 Feet Road, Indiranagar, Bengaluru").waitFor();
      await fitsThePhone(page);
      await quiet(page);
      await screenshot(page, "cowork-spaces-mobile");

      // Its page, then a day pass: the first open day's one time, paid at the desk.
      await card.getByRole("link", { name: SPACE }).first().click();
      await page.getByRole("heading", { name: SPACE, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Book Now" }).click();
      await page.getByRole("heading", { name: "Book a time", level: 1 }).waitFor();
      const times = page.getByRole("region", { name: /^Times on / });
      await times.waitFor({ timeout: 15_000 });
      const first = times.getByRole("button").first();
      await first.click();
      expect(await first.getAttribute("aria-pressed")).toBe("true");
      await page.getByText("Pay at the service").first().waitFor();
      await quiet(page);
      await screenshot(page, "cowork-book-mobile");
      await page.getByRole("button", { name: "Book now" }).click();
      await page.getByRole("heading", { name: SPACE, level: 1 }).waitFor();
      await page.getByText("Confirmed").first().waitFor();
      await page.getByText("Pay ₹499 at the service").first().waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "cowork-booked-mobile");

      // Her bookings of spaces.
      await page.goto(`${journey.server.url}/co-work/bookings`);
      await page.getByRole("heading", { name: "Your bookings", level: 1 }).waitFor();
      const booking = page.getByRole("listitem").filter({ hasText: SPACE });
      await booking.getByText("Confirmed").waitFor();
      await booking.getByText(/In person with Growth Circle Coaching/).waitFor();
      await fitsThePhone(page);
      await settled(page.getByRole("main"));
      await screenshot(page, "cowork-bookings-mobile");

      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("on a desktop the spaces page shows every city's spaces, and the community page its co-working groups", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await dismissPushOffer(page);
      await page.goto(`${journey.server.url}/co-work/spaces`);
      await page.getByRole("heading", { name: "Co-working spaces", level: 1 }).waitFor();
      const card = page
        .getByRole("list", { name: "Spaces" })
        .getByRole("listitem")
        .filter({ hasText: SPACE });
      await card.getByText("Day pass", { exact: true }).waitFor();
      await card.locator("img").first().waitFor();
      await page.mouse.move(0, 0);
      await quiet(page);
      await screenshot(page, "cowork-spaces-desktop");

      await page
        .getByRole("navigation", { name: "Co-work" })
        .getByRole("link", { name: "Community" })
        .click();
      await page.getByRole("heading", { name: "Co-working community", level: 1 }).waitFor();
      await page
        .getByText(/No co-working group yet|Co-working groups/)
        .first()
        .waitFor();
      await quiet(page);
      await screenshot(page, "cowork-community-desktop");

      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
