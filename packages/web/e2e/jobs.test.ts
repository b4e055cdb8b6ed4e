import { DEFAULT_DECLINE_MESSAGE, JobMessages } from "@saheli/core/jobs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected, viewports } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const POSTER = "vendor@saheli.test";
const APPLICANT = "member2@saheli.test";
const TITLE = "Block printer for our festive range";

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewports.mobile.width);
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

const pdf = Buffer.from("%PDF-1.4\n% Her CV\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe("jobs on a phone", () => {
  it("she posts a job for her shop, another member finds it and applies with her CV, and she shortlists, then declines kindly", async () => {
    const poster = await openPage(journey.browser, "mobile");
    const applicant = await openPage(journey.browser, "mobile");
    try {
      // The poster: /jobs shows the Jobs header with Post Job.
      await signInAt(poster.page, "/jobs", POSTER);
      await dismissPushBanner(poster.page);
      await poster.page.getByRole("link", { name: "Post Job" }).first().click();
      await poster.page.waitForURL(/\/jobs\/create$/);
      const form = poster.page
        .locator("form")
        .filter({ has: poster.page.getByRole("button", { name: "Post job" }) });
      await form.getByLabel("Job title").fill(TITLE);
      await expect(form.getByRole("radio", { name: "Priya's Handloom Studio" }).isChecked()).resolves.toBe(
        true,
      );
      await form.getByLabel("Location", { exact: true }).fill("Jaipur, Rajasthan");
      await form.getByLabel("Type", { exact: true }).selectOption("full_time");
      // The pay range upside down: refused in words, nothing posted.
      await form.getByLabel("From", { exact: true }).fill("40000");
      await form.getByLabel("To", { exact: true }).fill("20000");
      await form.getByLabel("Skills (optional)").fill("Block printing, Natural dyes");
      await form
        .getByLabel("Description")
        .fill(
          "Print our festive sarees and stoles with hand-carved blocks and natural dyes, with our team of six.",
        );
      await form.getByRole("button", { name: "Post job" }).click();
      await form.getByText(JobMessages.payOrder).waitFor();
      await screenshot(poster.page, "jobs-post-bad-pay-mobile");
      await fitsThePhone(poster.page);
      await form.getByLabel("To", { exact: true }).fill("55000");
      await form.getByRole("button", { name: "Post job" }).click();
      await poster.page.waitForURL(/\/community\/jobs\/block-printer-for-our-festive-range-[0-9a-f-]{36}$/);
      await poster.page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await poster.page.getByText("₹40,000–₹55,000 a month").waitFor();
      await poster.page.getByRole("link", { name: "Applications (0)" }).waitFor();
      await screenshot(poster.page, "jobs-posted-job-page-mobile");
      await fitsThePhone(poster.page);

      // She raises the pay: the form comes back filled, and the page shows the new range.
      await poster.page.getByRole("link", { name: "Edit job" }).click();
      await poster.page.waitForURL(/\/jobs\/posted\/[0-9a-f-]{36}\/edit$/);
      const editForm = poster.page
        .locator("form")
        .filter({ has: poster.page.getByRole("button", { name: "Save changes" }) });
      await expect(editForm.getByLabel("Job title").inputValue()).resolves.toBe(TITLE);
      await editForm.getByLabel("To", { exact: true }).fill("60000");
      await screenshot(poster.page, "jobs-edit-mobile");
      await fitsThePhone(poster.page);
      await editForm.getByRole("button", { name: "Save changes" }).click();
      await poster.page.getByText("₹40,000–₹60,000 a month").waitFor();
      await poster.page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      const jobUrl = poster.page.url();

      // The applicant finds it by searching the board.
      await signInAt(applicant.page, "/community/jobs", APPLICANT);
      await dismissPushBanner(applicant.page);
      await applicant.page.getByRole("heading", { level: 1, name: "Jobs" }).waitFor();
      await applicant.page.getByLabel("Search jobs").fill("block printer");
      await applicant.page.getByRole("button", { name: "Search", exact: true }).click();
      await applicant.page.waitForURL(/\?q=block\+printer/);
      const card = applicant.page.getByRole("list", { name: "Open jobs" }).getByRole("listitem").first();
      await card.getByRole("link", { name: TITLE }).waitFor();
      await screenshot(applicant.page, "jobs-board-search-mobile");
      await fitsThePhone(applicant.page);
      await card.getByRole("link", { name: TITLE }).click();
      await applicant.page.waitForURL(jobUrl);
      await applicant.page.getByRole("button", { name: "Apply" }).click();
      const dialog = applicant.page.getByRole("dialog", { name: `Apply for ${TITLE}` });
      await settled(dialog);
      await dialog.getByLabel("A note (optional)").fill("I have printed with Bagru blocks for six years.");
      // A "CV" that is not a PDF is refused by its bytes.
      const cvInput = dialog.getByLabel("CV (optional)");
      await cvInput.setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("not a pdf"),
      });
      await dialog.getByText(JobMessages.cvNotPdf).waitFor();
      await screenshot(applicant.page, "jobs-apply-not-pdf-mobile");
      await cvInput.setInputFiles({ name: "Meera CV.pdf", mimeType: "application/pdf", buffer: pdf });
      await dialog.getByText("Meera CV.pdf").waitFor();
      await screenshot(applicant.page, "jobs-apply-dialog-mobile");
      await dialog.getByRole("button", { name: "Send application" }).click();
      await dialog.waitFor({ state: "hidden" });
      await applicant.page.getByText("You applied to this job.").waitFor();
      await screenshot(applicant.page, "jobs-applied-mobile");

      // The poster's inbox: the application with its note and CV, then Shortlist.
      await poster.page.goto(`${journey.server.url}/jobs/posted`);
      await poster.page.getByRole("link", { name: "1 application" }).click();
      const application = poster.page
        .getByRole("list", { name: "Applications" })
        .getByRole("listitem")
        .first();
      await application.getByText("I have printed with Bagru blocks for six years.").waitFor();
      const cvLink = application.getByRole("link", { name: "Meera CV.pdf" });
      const cvHref = await cvLink.getAttribute("href");
      const cv = await poster.page.evaluate(async (href) => {
        const res = await fetch(href ?? "");
        return {
          status: res.status,
          type: res.headers.get("content-type"),
          head: (await res.text()).slice(0, 5),
        };
      }, cvHref);
      expect(cv).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
      const message = application.getByRole("link", { name: "Message" });
      expect(await message.getAttribute("href")).toMatch(/^\/chat\?user=[0-9a-f-]{36}$/);
      await screenshot(poster.page, "jobs-applications-inbox-mobile");
      await fitsThePhone(poster.page);
      await application.getByRole("button", { name: "Shortlist" }).click();
      await application.getByText("Shortlisted", { exact: true }).waitFor();

      // Someone else cannot read her CV.
      const stranger = await applicant.page.evaluate(
        async (href) => (await fetch(href ?? "", { method: "GET" })).status,
        cvHref?.replace(/applications\/[0-9a-f-]{36}/, "applications/00000000-0000-4000-8000-000000000000"),
      );
      expect(stranger).toBe(404);

      // The applicant is told, and sees it among her applications.
      await applicant.page.goto(`${journey.server.url}/jobs/applied`);
      const mine = applicant.page
        .getByRole("list", { name: "Your applications" })
        .getByRole("listitem")
        .first();
      await mine.getByText("Shortlisted", { exact: true }).waitFor();
      const told = await applicant.page.evaluate(async () => {
        const res = await fetch("/api/notifications");
        const body = (await res.json()) as { items?: { title: string }[] } | { title: string }[];
        return (Array.isArray(body) ? body : (body.items ?? [])).map((n) => n.title);
      });
      expect(told).toContain(`You're shortlisted for ${TITLE}`);
      await screenshot(applicant.page, "jobs-my-applications-shortlisted-mobile");

      // Decline with the kind default text; she reads it.
      await application.getByRole("button", { name: "Decline" }).click();
      const decline = poster.page.getByRole("dialog", { name: /Decline .*'s application\?/ });
      await settled(decline);
      await expect(decline.getByLabel("Your message").inputValue()).resolves.toBe(DEFAULT_DECLINE_MESSAGE);
      await screenshot(poster.page, "jobs-decline-dialog-mobile");
      await decline.getByRole("button", { name: "Decline" }).click();
      await decline.waitFor({ state: "hidden" });
      await application.getByText("Declined", { exact: true }).waitFor();
      await applicant.page.reload();
      await mine.getByText("Declined", { exact: true }).waitFor();
      await mine.getByText(DEFAULT_DECLINE_MESSAGE).waitFor();
      await screenshot(applicant.page, "jobs-my-applications-declined-mobile");

      // The job shows on her shop's page too.
      await applicant.page.goto(jobUrl);
      await applicant.page.getByRole("link", { name: "Priya's Handloom Studio" }).first().click();
      await applicant.page.waitForURL(/\/shop\//);
      const section = applicant.page.getByRole("region", { name: "Jobs at Priya's Handloom Studio" });
      await section.getByRole("link", { name: TITLE }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await screenshot(applicant.page, "jobs-on-shop-page-mobile");
      await poster.page.goto(`${journey.server.url}/jobs`);
      await poster.page.getByRole("link", { name: "Post Job" }).first().waitFor();
      await poster.page.getByRole("list", { name: "Open jobs" }).getByRole("link", { name: TITLE }).waitFor();
      await screenshot(poster.page, "jobs-board-header-mobile");

      expect(unexpected(poster.errors)).toEqual([]);
      expect(unexpected(applicant.errors, 404, 415)).toEqual([]);
    } finally {
      await poster.close();
      await applicant.close();
    }
  });

  it("on a laptop: the board with its filters, the job page, and the open jobs on the poster's profile", async () => {
    const member = await openPage(journey.browser, "desktop");
    try {
      await signInAt(member.page, "/jobs", "member@saheli.test");
      await dismissPushBanner(member.page);
      await member.page.getByRole("button", { name: "Full-time" }).click();
      await member.page.waitForURL(/type=full_time/);
      await member.page.getByRole("button", { name: "More filters" }).click();
      await member.page.getByLabel("Location", { exact: true }).fill("jaipur");
      await member.page.getByRole("button", { name: "Apply filters" }).click();
      await member.page.waitForURL(/location=jaipur/);
      const card = member.page.getByRole("list", { name: "Open jobs" }).getByRole("link", { name: TITLE });
      await card.waitFor();
      await screenshot(member.page, "jobs-board-desktop");
      await card.click();
      await member.page.getByRole("button", { name: "Apply" }).waitFor();
      await screenshot(member.page, "jobs-job-page-desktop");
      // Into a collection of her own, found on /saved.
      await member.page.getByRole("button", { name: "Save to a collection" }).click();
      const picker = member.page.getByRole("dialog", { name: "Save to a collection" });
      await picker.getByRole("button", { name: "New collection" }).click();
      await picker.getByLabel("New collection").fill("Jobs to apply for");
      await picker.getByRole("button", { name: "Create" }).click();
      await picker.waitFor({ state: "hidden" });
      await member.page.getByRole("button", { name: "Saved", exact: true }).waitFor();
      await member.page.goto(`${journey.server.url}/saved`);
      const saved = member.page.getByTestId("saved-item").filter({ hasText: TITLE });
      await saved.getByText("Jobs to apply for").waitFor();
      await screenshot(member.page, "jobs-saved-in-collection-desktop");
      await member.page.goBack();
      await member.page.getByRole("button", { name: "Apply" }).waitFor();
      await member.page.getByRole("link", { name: "Priya Mehta" }).click();
      await member.page.waitForURL(/\/profile\//);
      const section = member.page.getByRole("region", { name: "Priya is hiring" });
      await section.getByRole("link", { name: TITLE }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await screenshot(member.page, "jobs-on-profile-desktop");
      expect(unexpected(member.errors)).toEqual([]);
    } finally {
      await member.close();
    }
  });
});
