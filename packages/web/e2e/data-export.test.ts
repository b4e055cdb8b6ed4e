import { readFileSync } from "node:fs";
import type { OutboxMessage } from "@saheli/core/contracts/auth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { signInAt } from "./sign-in.js";

const journey = journeySetup();

const MEMBER = "member@saheli.test";

/** The push opt-in comes 3 s after a page loads; she says no once (remembered), so it covers no screenshot. */
async function dismissPushBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Turn on notifications" });
  const shown = await banner.waitFor({ timeout: 6000 }).then(
    () => true,
    () => false,
  );
  if (shown) await banner.getByRole("button", { name: "Dismiss" }).click();
}

describe("download her data", () => {
  it("asks for her archive on /settings, waits for it, downloads it and is told by e-mail", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, journey.server.url, "/settings", MEMBER);
      const section = page.getByRole("region", { name: "Your data" });
      await section.getByText("You have not asked for an archive yet.").waitFor();
      await dismissPushBanner(page);
      await section.evaluate((el) => el.scrollIntoView());
      await screenshot(page, "data-export-empty-desktop");

      await section.getByRole("button", { name: "Download my data" }).click();
      // Preparing first (the button waits meanwhile), then ready once the job has stored it.
      await section
        .getByText(/Preparing your archive|Ready to download/)
        .first()
        .waitFor();
      await section.getByText("Ready to download").waitFor({ timeout: 60_000 });
      await page.mouse.move(0, 0);
      await expect(section.getByText(/expires on \d{1,2} \w+ \d{4}/).isVisible()).resolves.toBe(true);
      await screenshot(page, "data-export-ready-desktop");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("link", { name: "Download ZIP" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^saheli-data-\d{4}-\d\d-\d\d\.zip$/);
      const bytes = readFileSync((await download.path()) as string);
      expect(bytes.subarray(0, 2).toString()).toBe("PK");
      expect(bytes.includes(Buffer.from("profile.json"))).toBe(true);

      const outbox = (await fetch(`${journey.server.url}/api/dev/outbox`).then((r) =>
        r.json(),
      )) as OutboxMessage[];
      expect(
        outbox.find((m) => m.to === MEMBER && m.subject === "Your Saheli data is ready to download"),
      ).toBeTruthy();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the archive on a phone", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await signInAt(page, journey.server.url, "/settings", MEMBER);
      // The "ready" e-mail's link brings her straight to the section.
      await page.goto(`${journey.server.url}/settings#your-data`);
      const section = page.getByRole("region", { name: "Your data" });
      await section.getByText("Ready to download").waitFor();
      const top = (await section.boundingBox())?.y ?? -1;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await dismissPushBanner(page);
      await section.evaluate((el) => el.scrollIntoView());
      await screenshot(page, "data-export-ready-mobile");
      const link = section.getByRole("link", { name: "Download ZIP" });
      const box = await link.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
