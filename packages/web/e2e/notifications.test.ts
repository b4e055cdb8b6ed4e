import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { signInAt } from "./sign-in.js";

const journey = journeySetup();

describe("notifications in Hindi", () => {
  it("shows a member her notifications and their settings in Hindi on a phone when her browser asks for it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile", { locale: "hi-IN" });
    try {
      await signInAt(page, journey.server.url, "/notifications", "member@saheli.test");
      await page.getByRole("heading", { level: 1, name: "सूचनाएँ" }).waitFor();
      await page
        .getByRole("list", { name: "सूचनाएँ" })
        .or(page.getByRole("heading", { name: "अभी कोई सूचना नहीं है" }))
        .first()
        .waitFor();
      await page.getByRole("link", { name: "सेटिंग्स" }).waitFor();
      await expect.poll(() => page.title()).toBe("सूचनाएँ · सहेली");
      await screenshot(page, "notifications-hi-mobile");

      await page.getByRole("link", { name: "सेटिंग्स" }).click();
      await page.waitForURL(/\/settings\/notifications$/);
      await page.getByRole("heading", { name: "सहेली में" }).waitFor();
      await page.getByRole("switch", { name: "आपकी पोस्ट पर रिएक्शन" }).waitFor();
      await page.getByRole("heading", { name: "ब्राउज़र सूचनाएँ" }).waitFor();
      await screenshot(page, "notification-settings-hi-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
