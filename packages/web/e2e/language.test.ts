import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { signInAt, signInDialog } from "./sign-in.js";

const journey = journeySetup();

const htmlLang = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.lang);

describe("Saheli in Hindi", () => {
  it("greets a visitor whose browser asks for Hindi in Hindi, and she switches to English from the footer", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop", { locale: "hi-IN" });
    try {
      await page.goto(journey.server.url);
      const footer = page.getByTestId("site-footer");
      await footer.waitFor();
      expect(await htmlLang(page)).toBe("hi");
      await footer.getByText("सहेली वह जगह है जहाँ पूरे भारत की महिला उद्यमी").waitFor();
      await footer.getByText("भारत में प्यार से बनाया गया").waitFor();
      const hindi = footer.getByRole("radio", { name: "हिन्दी" });
      expect(await hindi.isChecked()).toBe(true);
      // The Devanagari font arrives because Devanagari is on the page.
      await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', "सहेली"));
      await footer.scrollIntoViewIfNeeded();
      await screenshot(page, "language-footer-hi-desktop");

      // A rule's message in a form speaks Hindi too.
      await page.goto(`${journey.server.url}/?login=1`);
      const dialog = signInDialog(page);
      await dialog.getByLabel("ईमेल पता").fill("not-an-email");
      await dialog.getByRole("button", { name: "कोड भेजें" }).click();
      await dialog.getByText("सही ईमेल लिखें").waitFor();
      await screenshot(page, "language-sign-in-error-hi-desktop");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      await footer.getByText("English", { exact: true }).click();
      await page.getByText("Saheli now speaks English").waitFor();
      expect(await htmlLang(page)).toBe("en");
      await footer.getByText("Made with care in India").waitFor();
      // Her choice outlives the page, over her browser's wish.
      await page.reload();
      await page.getByTestId("site-footer").getByText("Made with care in India").waitFor();
      expect(await htmlLang(page)).toBe("en");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lets a member choose हिन्दी in her account menu on a phone; the bar and settings follow, and her profile keeps it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await signInAt(page, journey.server.url, "/", "member@saheli.test");
      const bar = page.getByTestId("bottom-bar");
      await bar.getByRole("link", { name: "Home" }).waitFor();
      await page.getByRole("button", { name: /^Account menu for / }).click();
      const sheet = page.getByRole("dialog", { name: "Account" });
      await sheet.getByText("हिन्दी").click();
      await page.getByText("अब सहेली हिन्दी में है").waitFor();
      expect(await htmlLang(page)).toBe("hi");
      await page.getByRole("dialog", { name: "खाता" }).getByText("लॉग आउट").waitFor();
      await screenshot(page, "language-account-sheet-hi-mobile");
      await page.keyboard.press("Escape");
      await bar.getByRole("link", { name: "होम" }).waitFor();
      await screenshot(page, "language-bottom-bar-hi-mobile");

      await page.goto(`${journey.server.url}/settings`);
      const section = page.getByRole("region", { name: "अपनी भाषा चुनें" });
      await section.waitFor();
      expect(await section.getByRole("radio", { name: "हिन्दी" }).isChecked()).toBe(true);
      await screenshot(page, "language-settings-hi-mobile");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
