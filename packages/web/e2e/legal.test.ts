import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt, signInDialog, signInWithCode } from "./sign-in.js";

const journey = journeySetup();

/** The push opt-in comes seconds after a page loads; she says no once (remembered), so it covers no screenshot. */
async function dismissPushBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Turn on notifications" });
  const shown = await banner.waitFor({ timeout: 6000 }).then(
    () => true,
    () => false,
  );
  if (shown) await banner.getByRole("button", { name: "Dismiss" }).click();
}

/** An admin publishes a material change to the Terms from /admin/policies. */
async function publishMaterialTerms() {
  const admin = await openPage(journey.browser, "desktop");
  await signInAt(admin.page, journey.server.url, "/admin/policies", "admin@saheli.test");
  const page = admin.page;
  await page.getByText(/In effect: version 1/).waitFor();
  const text = page.getByLabel("Policy text");
  await text.fill(
    `${await text.inputValue()}\n\n# Returns\n\nYou can ask for a return within **30 days** of delivery, from the order page. Sellers answer every request.`,
  );
  await page
    .getByLabel("What changed")
    .fill("Returns are now asked for from the order page, and sellers must answer every request.");
  await page.getByLabel(/Material change/).check();
  await page.getByRole("button", { name: "Publish version 2" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Publish version 2?" });
  await confirm.waitFor();
  await settled(confirm);
  await screenshot(page, "legal-admin-publish-desktop");
  await confirm.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Version 2 published").waitFor();
  await page.getByText(/In effect: version 2/).waitFor();
  await admin.close();
  return 2;
}

const updateDialog = (page: Page) => page.getByRole("dialog", { name: /We've updated our/ });

describe("policies, re-acceptance and cookie choices", () => {
  it("opens the Terms from the sign-in dialog, accepts a material change, and turns analytics on", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    const url = journey.server.url;
    await page.goto(`${url}/?login=1`);
    const dialog = signInDialog(page);
    await dialog.waitFor();
    const [terms] = await Promise.all([
      page.context().waitForEvent("page"),
      dialog.getByRole("link", { name: "Terms of Service" }).click(),
    ]);
    await terms.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await terms.getByText(/Version 1 · In effect from 25 November 2026/).waitFor();
    expect(await terms.getByRole("heading", { name: "Grievance Officer" }).isVisible()).toBe(true);
    await screenshot(terms, "legal-terms-desktop");
    await terms.close();

    await signInWithCode(page, url, "member@saheli.test");
    await dismissPushBanner(page);
    const version = await publishMaterialTerms();
    expect(version).toBe(2);

    await page.reload();
    const update = updateDialog(page);
    await update.waitFor({ timeout: 15_000 });
    await update.getByText(/What changed: Returns are now asked for from the order page/).waitFor();
    await settled(update);
    await screenshot(page, "legal-reaccept-desktop");
    // Escape does not dismiss it: she accepts, reads first, or signs out.
    await page.keyboard.press("Escape");
    expect(await update.isVisible()).toBe(true);

    await update.getByRole("link", { name: "Read the Terms of Service" }).click();
    await page.getByText(/Version 2 · In effect from/).waitFor();
    expect(await update.isVisible()).toBe(false);
    await page.getByRole("heading", { name: "Returns" }).waitFor();
    await page.goBack();
    await update.waitFor();
    await update.getByRole("button", { name: "I accept" }).click();
    await update.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("main").waitFor();
    await page.waitForTimeout(2500);
    expect(await update.isVisible()).toBe(false);

    await page.goto(`${url}/settings/privacy/data-usage`);
    const analytics = page.getByRole("switch", { name: "Analytics" });
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(false);
    await page.getByText("Your choice is saved to your account and applies on every device.").waitFor();
    await analytics.click();
    await page.getByText("Analytics turned on").waitFor();
    await screenshot(page, "legal-cookie-settings-desktop");
    await page.reload();
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(true);

    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("on a phone: a visitor's cookie choice, the privacy policy, and another member asked to accept", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    const url = journey.server.url;
    await page.goto(`${url}/settings/privacy/data-usage`);
    const analytics = page.getByRole("switch", { name: "Analytics" });
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(false);
    await page.getByText(/saved in this browser\. Sign in to keep it/).waitFor();
    await analytics.click();
    await page.getByText("Analytics turned on").waitFor();
    await screenshot(page, "legal-cookie-settings-mobile");
    await page.reload();
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(true);

    await page.goto(`${url}/privacy`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.getByRole("heading", { name: "Your rights under the DPDP Act 2023" }).waitFor();
    await screenshot(page, "legal-privacy-mobile");

    await page.goto(`${url}/?login=1`);
    await signInWithCode(page, url, "member2@saheli.test");
    const update = updateDialog(page);
    await update.waitFor({ timeout: 15_000 });
    await settled(update);
    await screenshot(page, "legal-reaccept-mobile");
    await update.getByRole("button", { name: "I accept" }).click();
    await update.waitFor({ state: "hidden" });

    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("subscribes to the newsletter from the footer only after confirming by e-mail", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    const url = journey.server.url;
    await page.goto(`${url}/shops`);
    const box = page.getByLabel("Get the Saheli newsletter");
    await box.waitFor({ timeout: 15_000 });
    await box.fill("reader@newsletter.test");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Check your inbox: we sent a link to confirm your subscription.").waitFor();
    await page.getByRole("status").filter({ hasText: "Almost there" }).scrollIntoViewIfNeeded();
    await screenshot(page, "legal-newsletter-desktop");

    const outbox = (await fetch(`${url}/api/dev/outbox`).then((res) => res.json())) as {
      to: string;
      text: string;
    }[];
    const link = outbox
      .find((m) => m.to === "reader@newsletter.test")
      ?.text.match(/http\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, url));
    await page.getByRole("heading", { name: "You're subscribed to the Saheli newsletter." }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});
