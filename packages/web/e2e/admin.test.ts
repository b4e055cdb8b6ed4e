import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const ADMIN = "admin@saheli.test";
const REPORTER = "member@saheli.test";
const AUTHOR = "member2@saheli.test";

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

const postsList = (page: Page) => page.getByRole("list", { name: "Posts" });

/** Toasts are closed so they cover no screenshot. */
async function closeToasts(page: Page) {
  const close = page.getByRole("button", { name: "Close toast" });
  for (let n = await close.count(); n > 0; n--)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
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

describe("the admin dashboard", () => {
  it("an admin hides a reported post and it disappears from the reporter's feed", async () => {
    const author = await openPage(journey.browser, "desktop");
    const reporter = await openPage(journey.browser, "mobile");
    const admin = await openPage(journey.browser, "desktop");
    const phone = await openPage(journey.browser, "mobile");
    try {
      const words = `Send me ₹500 for a guaranteed loan ${Date.now()}`;

      // She posts; the reporter sees it in her feed and reports it.
      await signInAt(author.page, "/community", AUTHOR);
      await author.page.getByRole("button", { name: "Start a post" }).click();
      const composer = author.page.getByRole("dialog", { name: "Create a post" });
      await composer.getByLabel("What do you want to talk about?").fill(words);
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await author.page.getByText("Post published!").waitFor();

      await signInAt(reporter.page, "/community", REPORTER);
      const post = postsList(reporter.page).getByRole("article").filter({ hasText: words });
      await post.waitFor();
      await post.getByRole("button", { name: "Post options" }).click();
      await reporter.page.getByRole("menuitem", { name: "Report post" }).click();
      const report = reporter.page.getByRole("dialog", { name: "Report this post" });
      await report.getByLabel("Spam").check();
      await report.getByRole("button", { name: "Send report" }).click();
      await report.waitFor({ state: "hidden" });

      // The admin opens the dashboard from her account menu.
      await signInAt(admin.page, "/", ADMIN);
      await admin.page.goto(`${journey.server.url}/admin`);
      await admin.page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
      const reportsOpen = admin.page.getByRole("link", { name: /Reports open/ });
      await expect
        .poll(async () => Number((await reportsOpen.textContent())?.match(/\d+/)?.[0] ?? 0))
        .toBeGreaterThan(0);
      await admin.page
        .getByRole("figure", { name: "Orders and sales per day" })
        .locator("svg.recharts-surface")
        .first()
        .waitFor();
      await admin.page
        .getByRole("figure", { name: "New members and shops per day" })
        .locator("svg.recharts-surface")
        .first()
        .waitFor();
      const nav = admin.page.getByRole("navigation", { name: "Admin" });
      for (const name of [
        "Verifications",
        "Profile reports",
        "Broadcast",
        "Payouts",
        "Support tickets",
        "Help articles",
      ])
        await nav.getByRole("link", { name }).waitFor();
      await settled(admin.page.getByRole("main"));
      await screenshot(admin.page, "admin-dashboard-desktop");

      // The dashboard on a phone.
      await signInAt(phone.page, "/admin", ADMIN);
      await phone.page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
      await phone.page
        .getByRole("figure", { name: "Orders and sales per day" })
        .locator("svg.recharts-surface")
        .first()
        .waitFor();
      await closeToasts(phone.page);
      await screenshot(phone.page, "admin-dashboard-mobile");

      // Moderation: without a reason she is stopped; with one, the post is hidden.
      await nav.getByRole("link", { name: "Moderation" }).click();
      await admin.page.getByRole("heading", { name: "Moderation", level: 1 }).waitFor();
      const card = admin.page.getByRole("article").filter({ hasText: words });
      await card.waitFor();
      await dismissPushBanner(admin.page);
      await screenshot(admin.page, "admin-moderation-desktop");
      await card.getByRole("button", { name: "Hide" }).click();
      const dialog = admin.page.getByRole("dialog", { name: "Hide?" });
      await dialog.getByRole("button", { name: "Hide" }).click();
      await dialog.getByRole("alert").getByText("Please give a reason for this action.").waitFor();
      await dialog.getByRole("button", { name: /looks like spam/ }).click();
      await settled(dialog);
      await screenshot(admin.page, "admin-moderation-reason-desktop");
      await dialog.getByRole("button", { name: "Hide" }).click();
      await dialog.waitFor({ state: "hidden" });
      await card.waitFor({ state: "detached" });

      // Gone from the reporter's feed.
      await reporter.page.reload();
      await postsList(reporter.page).getByRole("article").first().waitFor();
      expect(await postsList(reporter.page).getByRole("article").filter({ hasText: words }).count()).toBe(0);

      // The action is in the audit log with the admin's reason.
      await nav.getByRole("link", { name: "Audit log" }).click();
      await admin.page.getByText("Hid reported content").first().waitFor();
      await admin.page
        .getByText("“Hidden because it looks like spam or unsolicited promotion.”")
        .first()
        .waitFor();
      await closeToasts(admin.page);
      await screenshot(admin.page, "admin-audit-desktop");

      // A home slide, added by the admin, greets people on the home page.
      await nav.getByRole("link", { name: "Curation" }).click();
      await admin.page.getByRole("button", { name: "Add a slide" }).click();
      await admin.page
        .getByLabel("Image")
        .setInputFiles({ name: "diwali.png", mimeType: "image/png", buffer: makePng(1200) });
      await admin.page.locator("form img[src^='/media/slides/']").waitFor();
      await admin.page.getByLabel("Title", { exact: true }).fill("Diwali gifting from women-led shops");
      await admin.page.getByLabel("Link (optional)").fill("/commerce?filter=featured");
      await admin.page.getByRole("button", { name: "Add slide" }).click();
      const slideDialog = admin.page.getByRole("dialog", { name: "Add this slide?" });
      await slideDialog.getByRole("button", { name: "Festive campaign" }).click();
      await slideDialog.getByRole("button", { name: "Save" }).click();
      await slideDialog.waitFor({ state: "hidden" });
      await reporter.page.goto(`${journey.server.url}/`);
      const highlights = reporter.page.getByRole("region", { name: "Highlights" });
      await highlights.getByRole("heading", { name: "Diwali gifting from women-led shops" }).waitFor();
      expect(await highlights.getByRole("link").first().getAttribute("href")).toBe(
        "/commerce?filter=featured",
      );
      await closeToasts(reporter.page);
      await screenshot(reporter.page, "admin-home-slide-mobile");

      await phone.page.getByRole("link", { name: "Curation" }).click();
      await phone.page.getByRole("heading", { name: "Curation", level: 1 }).waitFor();
      await phone.page.getByRole("tab", { name: "Categories" }).click();
      await phone.page
        .getByRole("button", { name: /^Edit / })
        .first()
        .waitFor();
      await dismissPushBanner(phone.page);
      await screenshot(phone.page, "admin-curation-mobile");

      for (const who of [author, reporter, admin, phone])
        expect(unexpected(who.errors, 401, 403)).toEqual([]);
    } finally {
      await Promise.all([author.close(), reporter.close(), admin.close(), phone.close()]);
    }
  });
});
