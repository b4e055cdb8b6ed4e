import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, type ViewportName } from "./harness.js";

const journey = journeySetup();

type Expectation = {
  header: string;
  footer: boolean;
  bottomBar: boolean;
  bottomItems?: string[];
  /** Members-only paths (doc 2 route guard): the sign-in modal opens over the page for a visitor. */
  signIn?: true;
};

/** What a signed-out visitor sees, path by path (document 3 §2.1, §2.2, §2.10; document 1 Footer). */
const shell: Record<string, Record<ViewportName, Expectation>> = {
  "/": {
    desktop: { header: "home", footer: true, bottomBar: false },
    mobile: { header: "home", footer: false, bottomBar: true, bottomItems: ["Home", "Radio", "Cart"] },
  },
  "/community": {
    desktop: { header: "none", footer: false, bottomBar: false, signIn: true },
    mobile: { header: "none", footer: false, bottomBar: false, signIn: true },
  },
  "/vendor/dashboard": {
    desktop: { header: "vendor", footer: false, bottomBar: false, signIn: true },
    mobile: { header: "vendor", footer: false, bottomBar: false, signIn: true },
  },
  "/category/home-decor": {
    desktop: { header: "category", footer: true, bottomBar: false },
    mobile: { header: "category", footer: false, bottomBar: true, bottomItems: ["Home", "Shop", "Cart"] },
  },
  "/chat": {
    desktop: { header: "none", footer: false, bottomBar: false, signIn: true },
    mobile: { header: "none", footer: false, bottomBar: false, signIn: true },
  },
  "/some/other": {
    desktop: { header: "generic", footer: true, bottomBar: false },
    mobile: { header: "generic", footer: false, bottomBar: true, bottomItems: ["Home", "Shop", "Cart"] },
  },
};

const shotName = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));

describe.each(["desktop", "mobile"] as const)("the shell on %s", (viewport) => {
  it.each(Object.keys(shell))("is right for %s", async (path) => {
    const want = shell[path]![viewport];
    const { page, errors, close } = await openPage(journey.browser, viewport);
    try {
      await page.goto(journey.server.url + path);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");

      const headerKind = await page
        .locator("[data-header]")
        .first()
        .getAttribute("data-header")
        .catch(() => "none");
      expect(headerKind ?? "none").toBe(want.header);
      // The footer is drawn once the page is idle and its data has arrived (no layout shift): wait for it.
      const footer = page.getByTestId("site-footer");
      if (want.footer) await footer.waitFor();
      expect(await footer.isVisible()).toBe(want.footer);
      const bottomBar = page.getByTestId("bottom-bar");
      expect(await bottomBar.isVisible()).toBe(want.bottomBar);
      if (want.bottomItems) {
        const labels = await bottomBar
          .locator("a, button")
          .evaluateAll((items) =>
            items.map((item) => item.getAttribute("aria-label") ?? item.textContent?.trim() ?? ""),
          );
        expect(labels.map((label) => label.replace(/\s*\d+\+?$/, ""))).toEqual(want.bottomItems);
      }
      const signInModal = page.getByRole("dialog", { name: "Sign in or join Saheli" });
      expect(await signInModal.isVisible()).toBe(want.signIn ?? false);
      await screenshot(page, `shell-${shotName(path)}-${viewport}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the home page", () => {
  it("shows the seeded marketplace", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await page.goto(journey.server.url);
      await expect(
        page.getByRole("heading", { name: /featured products/i }).waitFor(),
      ).resolves.toBeUndefined();
      const products = page.locator('a[href^="/product/"]');
      await products.first().waitFor();
      expect(await products.count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator('a[href="/category/home-decor"]').count()).toBeGreaterThan(0);
      const brokenImages = await page
        .locator("img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((img) => img.complete && img.naturalWidth === 0)
            .map((img) => img.src),
        );
      expect(brokenImages).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("greets her in Hindi on a phone when her browser asks for it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile", { locale: "hi-IN" });
    try {
      await page.goto(journey.server.url);
      await page.getByRole("heading", { level: 1, name: /महिला उद्यमी/ }).waitFor();
      await page.getByRole("heading", { name: "चुने हुए प्रोडक्ट" }).waitFor();
      await page.getByRole("link", { name: "सभी कैटेगरी देखें" }).waitFor();
      await expect.poll(() => page.title()).toBe("सहेली — ख़रीदारी करें, जुड़ें और साथ बढ़ें");
      await screenshot(page, "home-hi-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
