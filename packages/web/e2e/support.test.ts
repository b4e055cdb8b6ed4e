import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt } from "./sign-in.js";

const journey = journeySetup();

/** She said "not now" to push notifications on this device before, so the opt-in banner stays away. */
async function dismissPushOffer(page: Page) {
  await page.addInitScript(() => localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())));
}

const SUBJECT = "My block-print kurta has not arrived";

describe("talk to a person", () => {
  it("a member opens a ticket from the help centre and sees the admin's reply (laptop)", async () => {
    const member = await openPage(journey.browser, "desktop");
    const admin = await openPage(journey.browser, "desktop");
    try {
      await dismissPushOffer(member.page);
      await dismissPushOffer(admin.page);
      const { page } = member;
      await signInAt(page, journey.server.url, "/support", "member@saheli.test");
      await page.getByRole("heading", { name: "How can we help?", level: 1 }).waitFor();
      await page.getByRole("heading", { name: "Popular articles" }).waitFor();
      await page.getByRole("heading", { name: "Grievance officer" }).waitFor();
      await screenshot(page, "support-centre-desktop");
      await page.getByRole("heading", { name: "Still need help?" }).scrollIntoViewIfNeeded();
      await screenshot(page, "support-contact-desktop");

      await page.getByRole("searchbox", { name: "Search help articles" }).fill("refund");
      const results = page.getByRole("region", { name: "Search results" });
      await results.getByRole("link", { name: /Returns and refunds/ }).waitFor();
      await page.getByRole("searchbox", { name: "Search help articles" }).fill("");

      await page.getByRole("button", { name: "Talk to a person" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Talk to a person" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Send to Saheli Support" }).click();
      await dialog.getByText("Please add a subject of at least 5 characters.").waitFor();
      await dialog.getByLabel("Subject").fill(SUBJECT);
      await dialog
        .getByLabel("Your message")
        .fill("I ordered it two weeks ago and the tracking has not moved.");
      await settled(dialog);
      await screenshot(page, "support-ticket-dialog-desktop");
      await dialog.getByRole("button", { name: "Send to Saheli Support" }).click();
      const done = page.getByRole("dialog", { name: "We have your request" });
      await done.waitFor();
      await done.getByRole("link", { name: "See your request" }).click();
      await page.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
      await page.getByText(/We have received your request SR-/).waitFor();
      await page.getByText("Waiting for Saheli").waitFor();
      const ticketUrl = page.url();

      // The admin answers from the queue.
      await signInAt(admin.page, journey.server.url, "/admin/support", "admin@saheli.test");
      await admin.page.getByRole("heading", { name: "Support queue" }).waitFor();
      const row = admin.page.getByRole("link", { name: new RegExp(SUBJECT) });
      await row.waitFor();
      await admin.page.getByText("First reply by").first().waitFor();
      await screenshot(admin.page, "support-admin-queue-desktop");
      await row.click();
      await admin.page.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
      await admin.page.getByRole("button", { name: "Assign to me" }).click();
      await admin.page.getByText("Assigned to you").waitFor();
      await admin.page
        .getByLabel(/Reply to/)
        .fill(
          "I am sorry for the wait. The shop shipped it today with Delhivery; it should reach you in 3 days.",
        );
      await admin.page.getByRole("button", { name: "Send reply" }).click();
      await admin.page.getByText("Waiting for her").waitFor();
      await screenshot(admin.page, "support-admin-ticket-desktop");

      // She sees the reply, signed with the admin's first name, and has an e-mail about it.
      await page.goto(ticketUrl);
      await page.getByText(/The shop shipped it today with Delhivery/).waitFor();
      await page
        .getByText(/from Saheli Support/)
        .first()
        .waitFor();
      await page.getByText("Answered").first().waitFor();
      const outbox = (await fetch(`${journey.server.url}/api/dev/outbox`).then((r) => r.json())) as {
        to: string;
        subject: string;
      }[];
      expect(
        outbox.some((m) => m.to === "member@saheli.test" && m.subject.startsWith(`Re: ${SUBJECT}`)),
      ).toBe(true);

      await page.getByLabel("Add a reply").fill("Thank you, it arrived!");
      await page.getByRole("button", { name: "Send reply" }).click();
      await page.getByText("Thank you, it arrived!").waitFor();
      await screenshot(page, "support-ticket-desktop");
      expect(unexpected(member.errors)).toEqual([]);
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      await member.close();
      await admin.close();
    }
  });

  it("the seller's help centre, her requests and the queue fit a phone", async () => {
    const member = await openPage(journey.browser, "mobile");
    const admin = await openPage(journey.browser, "mobile");
    try {
      await dismissPushOffer(member.page);
      await dismissPushOffer(admin.page);
      const { page } = member;
      await signInAt(page, journey.server.url, "/support", "member@saheli.test");
      await page.goto(`${journey.server.url}/support?user_type=vendor`);
      await page.getByRole("heading", { name: "Help for sellers", level: 1 }).waitFor();
      await page.getByRole("region", { name: "Selling" }).waitFor();
      await screenshot(page, "support-centre-vendor-mobile");
      await page.getByRole("heading", { name: "Grievance officer" }).scrollIntoViewIfNeeded();
      await screenshot(page, "support-contact-mobile");
      await page.goto(`${journey.server.url}/support/tickets`);
      await page.getByRole("link", { name: new RegExp(SUBJECT) }).click();
      await page.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
      await screenshot(page, "support-ticket-mobile");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);

      await signInAt(admin.page, journey.server.url, "/admin/support", "admin@saheli.test");
      await admin.page.getByRole("heading", { name: "Support queue" }).waitFor();
      await admin.page.getByRole("link", { name: new RegExp(SUBJECT) }).waitFor();
      await screenshot(admin.page, "support-admin-queue-mobile");
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(unexpected(member.errors)).toEqual([]);
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      await member.close();
      await admin.close();
    }
  });

  it("an admin publishes a new version of a help article and the help centre shows it", async () => {
    const admin = await openPage(journey.browser, "desktop");
    try {
      await dismissPushOffer(admin.page);
      const { page } = admin;
      await signInAt(page, journey.server.url, "/admin/help", "admin@saheli.test");
      await page.getByRole("link", { name: /Shipping charges and delivery/ }).click();
      await page.getByRole("heading", { name: "Edit help article" }).waitFor();
      const content = page.getByLabel("Article (Markdown)");
      await content.fill(
        `${await content.inputValue()}\n\n## Festive season\n\n- **Diwali week:** allow 2 extra days.`,
      );
      await page.getByLabel("What changed (kept in the history)").fill("Festive delivery times");
      await page.getByRole("tab", { name: "Preview" }).click();
      await page.getByRole("heading", { name: "Festive season" }).waitFor();
      await page.getByRole("button", { name: "Publish version 2" }).click();
      await page.getByText("Published version 2").waitFor();
      await page.getByText("Festive delivery times").waitFor();
      await page.getByText("As shipped with Saheli").waitFor();
      await screenshot(page, "support-admin-article-desktop");
      await page.goto(`${journey.server.url}/support/kb/shipping`);
      await page.getByRole("heading", { name: "Festive season", level: 3 }).waitFor();
      await page.locator("strong", { hasText: "Diwali week:" }).waitFor();
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
