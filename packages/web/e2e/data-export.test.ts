import { readFileSync } from "node:fs";
import type { OutboxMessage } from "@saheli/core/contracts/auth";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { signInAt } from "./sign-in.js";

const journey = journeySetup();

const MEMBER = "member@saheli.test";

describe("download her data", () => {
  it("asks for her archive on /settings, waits for it, downloads it and is told by e-mail", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, journey.server.url, "/settings", MEMBER);
      const section = page.getByRole("region", { name: "Your data" });
      await section.getByText("You have not asked for an archive yet.").waitFor();
      await section.scrollIntoViewIfNeeded();

      await section.getByRole("button", { name: "Download my data" }).click();
      // Preparing first (the button waits meanwhile), then ready once the job has stored it.
      await section
        .getByText(/Preparing your archive|Ready to download/)
        .first()
        .waitFor();
      await section.getByText("Ready to download").waitFor({ timeout: 60_000 });
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
      const section = page.getByRole("region", { name: "Your data" });
      await section.getByText("Ready to download").waitFor();
      await section.getByRole("heading", { name: "Your data" }).evaluate((el) => el.scrollIntoView());
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
