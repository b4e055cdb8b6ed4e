import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected, type ViewportName } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInWithCode } from "./sign-in.js";

const journey = journeySetup();

/** Signs in by e-mail with the outbox code (the modal opens with `?login=1`), then opens `path`. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`${journey.server.url}/?login=1`);
  await signInWithCode(page, journey.server.url, email);
  if (path !== "/") await page.goto(`${journey.server.url}${path}`);
}

/** Console errors other than the browser's note on an expected refusal (a blocked profile's 404). */

/** The profile photo in the page's hero (Radix renders the <img> only once it has loaded). */
const heroAvatar = (page: Page) => page.getByRole("img", { name: /profile photo$/ }).first();

async function loadedImageSrc(image: Locator): Promise<string> {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return (await image.getAttribute("src")) ?? "";
}

async function signedInPage(browser: Browser, viewport: ViewportName, path: string, email: string) {
  const opened = await openPage(browser, viewport);
  await signInAt(opened.page, path, email);
  return opened;
}

describe("a member's profile", () => {
  it("lets her edit her headline and bio and upload a new photo, shown everywhere", {
    timeout: 120_000,
  }, async () => {
    const { page, errors, close } = await signedInPage(
      journey.browser,
      "desktop",
      "/profile/ananya_das",
      "member@saheli.test",
    );
    try {
      await page.getByRole("heading", { level: 1, name: "Ananya Das" }).waitFor();
      // A seeded member has her basics: the first-sign-in step does not interrupt her.
      await expect(page.getByRole("dialog", { name: "Let's set up your profile" }).count()).resolves.toBe(0);
      await page.getByRole("heading", { name: "Complete your profile" }).waitFor();
      const before = await loadedImageSrc(heroAvatar(page));
      await screenshot(page, "profiles-own-desktop");

      await page.getByRole("button", { name: "Edit Profile" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit profile" });
      await dialog.waitFor();
      await settled(dialog);
      await screenshot(page, "profiles-edit-dialog-desktop");

      // A bad website is refused with the spec's words before anything is sent.
      await dialog.getByLabel("Website").fill("example.com");
      await dialog.getByLabel("Headline").focus();
      await dialog.getByText("Website URL must start with http:// or https://").waitFor();
      await dialog.getByLabel("Website").fill("https://ananya-ikat.example.in");

      await dialog.getByLabel("Profile photo file").setInputFiles({
        name: "ananya.png",
        mimeType: "image/png",
        buffer: makePng(),
      });
      await page.getByText("Profile photo updated").waitFor();

      const headline = "Handloom label founder | Sambalpuri ikat, made in Odisha";
      const bio =
        "I now run my own ikat label. Weaving with my mother's loom and fifteen weavers in Bargarh.";
      await dialog.getByLabel("Headline").fill(headline);
      await dialog.getByLabel("Bio").fill(bio);
      await dialog.getByText(`${bio.length}/500`).waitFor();
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByText("Profile updated").waitFor();

      await page.getByText(headline).waitFor();
      await page.getByText(bio).waitFor();
      const website = page.getByRole("link", { name: /ananya-ikat\.example\.in/ });
      await expect(website.getAttribute("rel")).resolves.toBe("noopener noreferrer nofollow");

      const after = await loadedImageSrc(heroAvatar(page));
      expect(after).not.toBe(before);
      // Back on the home page (no reload), the shell's avatar, which comes from the session, is the new one.
      await page.getByRole("button", { name: "Go back" }).click();
      await page.waitForURL(`${journey.server.url}/`);
      const shellAvatar = page.getByRole("button", { name: /^Account menu for/ }).locator("img");
      expect(await loadedImageSrc(shellAvatar)).toBe(after);

      await page.goto(`${journey.server.url}/profile/ananya_das`);
      await page.getByText(headline).waitFor();
      expect(await loadedImageSrc(heroAvatar(page))).toBe(after);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("heading", { level: 1, name: "Ananya Das" }).scrollIntoViewIfNeeded();
      await screenshot(page, "profiles-own-mobile");
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await dialog.waitFor();
      await settled(dialog);
      await screenshot(page, "profiles-edit-dialog-mobile");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lets her block another member, who then cannot find her profile", async () => {
    const ananya = await signedInPage(
      journey.browser,
      "desktop",
      "/profile/priyanka_sharma",
      "member@saheli.test",
    );
    try {
      const { page } = ananya;
      await page.getByRole("heading", { level: 1, name: "Priyanka Sharma" }).waitFor();
      await page.getByRole("button", { name: "Connect" }).first().waitFor();
      await screenshot(page, "profiles-other-desktop");

      // The shell's profile header offers the same real actions: Connect with a note, then Report.
      const header = page.locator("[data-header=profile]");
      await header.getByRole("button", { name: "Connect" }).click();
      const connect = page.getByRole("dialog", { name: "Connect with Priyanka Sharma" });
      await connect.getByLabel("Note (optional)").fill("Hello from a fellow handloom lover!");
      await connect.getByText("35/300").waitFor();
      await connect.getByRole("button", { name: "Send request" }).click();
      await connect.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Pending: withdraw request" }).waitFor();

      await header.getByRole("button", { name: "More profile actions" }).click();
      await page.getByRole("menuitem", { name: "Report Profile" }).click();
      const report = page.getByRole("dialog", { name: "Report Priyanka Sharma" });
      await report.getByRole("radio", { name: "Spam" }).check();
      await report.getByLabel("Details (optional)").fill("Testing the report form.");
      await report.getByRole("button", { name: "Submit report" }).click();
      await report.waitFor({ state: "hidden" });
      await page.getByText("Thank you. Our team will review this profile.").waitFor();

      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Block User" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Block Priyanka Sharma?" });
      await confirm.getByText("She won't be able to find or see your profile.").waitFor();
      await confirm.getByRole("button", { name: "Block", exact: true }).click();
      await confirm.waitFor({ state: "hidden" });

      await page.getByText("You blocked this person").waitFor();
      await page.getByRole("button", { name: "Unblock" }).waitFor();
      await expect(page.getByText("Block print lover").count()).resolves.toBe(0);
      await screenshot(page, "profiles-limited-desktop");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "profiles-limited-mobile");
      expect(ananya.errors).toEqual([]);
    } finally {
      await ananya.close();
    }

    const priyanka = await signedInPage(
      journey.browser,
      "mobile",
      "/profile/ananya_das",
      "member2@saheli.test",
    );
    try {
      const { page } = priyanka;
      await page.getByRole("heading", { name: "Profile not found" }).waitFor();
      await expect(page.getByText("Ananya Das").count()).resolves.toBe(0);
      await expect(page.getByText("Sambalpuri ikat").count()).resolves.toBe(0);
      await expect(page.getByRole("button", { name: "Connect" }).count()).resolves.toBe(0);
      await screenshot(page, "profiles-not-found-mobile");
      expect(unexpected(priyanka.errors, 404)).toEqual([]);
    } finally {
      await priyanka.close();
    }
  });

  it("asks a brand-new member for her basics once, and remembers the answer", async () => {
    const { page, errors, close } = await signedInPage(
      journey.browser,
      "mobile",
      "/",
      "newcomer@saheli.test",
    );
    try {
      // Doc 2 §4: a newcomer is offered verification first; the basics follow when she closes it.
      const verification = page.getByRole("dialog", { name: "Human Verification" });
      await verification.getByRole("button", { name: "I agree, open my camera" }).waitFor();
      await page.keyboard.press("Escape");
      const step = page.getByRole("dialog", { name: "Let's set up your profile" });
      await step.waitFor();
      await settled(step);
      await screenshot(page, "profiles-basic-step-mobile");
      await step.getByLabel("Full name").fill("Meenal Rao");
      await step.getByLabel("Bio").fill("Home baker in Mysuru, here to find other food entrepreneurs.");
      await step.getByRole("radio", { name: /Shop/ }).check();
      await step.getByRole("button", { name: "Save" }).click();
      await step.waitFor({ state: "hidden" });
      expect(await page.evaluate(() => localStorage.getItem("basic-profile-completed"))).not.toBeNull();

      await page.reload();
      await page.getByRole("button", { name: /^Account menu for Meenal Rao/ }).waitFor();
      await expect(step.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lets her choose a new username once, and her old link still leads to her", {
    timeout: 90_000,
  }, async () => {
    const { page, errors, close } = await signedInPage(
      journey.browser,
      "desktop",
      "/profile/farah_siddiqui",
      "admin2@saheli.test",
    );
    try {
      await page.getByRole("heading", { level: 1, name: "Farah Siddiqui" }).waitFor();
      await page.getByRole("button", { name: "Edit Profile" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit profile" });
      await dialog.waitFor();
      await settled(dialog);
      const username = dialog.getByLabel("Username");
      await expect(username.inputValue()).resolves.toBe("farah_siddiqui");
      // Core's rule, before anything is sent.
      await username.fill("farah-safety");
      await dialog.getByLabel("Headline").focus();
      await dialog.getByText(/^Username can use lowercase letters/).waitFor();
      await username.fill("Farah_Safety");
      await screenshot(page, "profiles-username-desktop");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.waitFor({ state: "hidden" });
      // The page she is on was her old name: the address follows to the new one.
      await page.waitForURL(`${journey.server.url}/profile/farah_safety`);
      await page.getByText("@farah_safety").waitFor();

      // The old link (shared before) lands on the new address.
      await page.goto(`${journey.server.url}/profile/farah_siddiqui`);
      await page.waitForURL(`${journey.server.url}/profile/farah_safety`);
      await page.getByRole("heading", { level: 1, name: "Farah Siddiqui" }).waitFor();

      // Another change waits 30 days: the field says so and is locked.
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await dialog.waitFor();
      await dialog
        .getByText(/^You can change your username once every 30 days\. You can change it again on/)
        .waitFor();
      await expect(dialog.getByLabel("Username").getAttribute("readonly")).resolves.not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
