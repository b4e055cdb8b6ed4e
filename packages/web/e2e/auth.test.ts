import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected, viewports } from "./harness.js";
import { codeFromOutbox, settled, signInDialog } from "./sign-in.js";

const journey = journeySetup();

/** Step one on the e-mail tab, then the code from the outbox; the dialog closes once signed in. */
async function signInByEmail(page: Page, email: string, shots?: string) {
  const dialog = signInDialog(page);
  await dialog.waitFor();
  await dialog.getByLabel("Email address").fill(email);
  if (shots) await settled(dialog).then(() => screenshot(page, `auth-email-step-${shots}`));
  await dialog.getByRole("button", { name: "Send code" }).click();
  await dialog.getByText("We sent a 6-digit code to").waitFor();
  const code = await codeFromOutbox(journey.server.url, email, "email");
  if (shots) await screenshot(page, `auth-code-step-${shots}`);
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.waitFor({ state: "hidden" });
}

/** Console errors other than the browser's note on an expected refusal (a visitor's 401, a wrong code's 400). */

/** A brand-new account is asked for its basic profile once after sign-in (doc 2 §2); these journeys skip it. */
/** A newcomer is offered verification first (doc 2 §4), then the basic-profile step: she puts off both. */
async function skipFirstSteps(page: Page) {
  const verification = page.getByRole("dialog", { name: "Human Verification" });
  await verification.getByRole("button", { name: "I agree, open my camera" }).waitFor();
  await page.keyboard.press("Escape");
  await verification.waitFor({ state: "hidden" });
  const step = page.getByRole("dialog", { name: "Let's set up your profile" });
  await step.getByRole("button", { name: "Skip for now" }).click();
  await step.waitFor({ state: "hidden" });
}

const accountMenuButton = (page: Page): Locator => page.getByRole("button", { name: /^Account menu for/ });

describe("signing in with a one-time code", () => {
  it("takes a new member from a members-only page through her code and back, and out again", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await page.goto(`${journey.server.url}/chat`);
      const dialog = signInDialog(page);
      await dialog.waitFor();
      await dialog.getByText("10K+ Members").waitFor();
      await dialog.getByText("Free to Join").waitFor();

      // A bad address is refused before anything is sent.
      await dialog.getByLabel("Email address").fill("new@");
      await dialog.getByLabel("Email address").press("Escape");
      await dialog.getByRole("button", { name: "Send code" }).click();
      await dialog.getByText("Enter valid email").waitFor();
      await expect(dialog.getByLabel("Email address").getAttribute("aria-invalid")).resolves.toBe("true");

      // Domain completion: typing after the @ offers addresses; Enter takes the highlighted one.
      await dialog.getByLabel("Email address").fill("new@gm");
      await dialog.getByRole("option", { name: "new@gmail.com" }).waitFor();
      await dialog.getByLabel("Email address").press("Enter");
      await expect(dialog.getByLabel("Email address").inputValue()).resolves.toBe("new@gmail.com");

      await signInByEmail(page, "new@saheli.test", "desktop");
      await page.getByText("Welcome to Saheli").waitFor();
      await skipFirstSteps(page);
      expect(new URL(page.url()).pathname).toBe("/chat");
      await page.getByRole("heading", { name: "Messages" }).waitFor();

      await page.reload();
      await page.getByRole("heading", { name: "Messages" }).waitFor();
      await expect(signInDialog(page).isVisible()).resolves.toBe(false);

      // The access token ran out (its cookie is gone) but the refresh token is good: renewed without a word.
      await page.context().clearCookies({ name: "saheli_at" });
      await page.reload();
      await page.getByRole("heading", { name: "Messages" }).waitFor();
      await expect(signInDialog(page).isVisible()).resolves.toBe(false);
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).toContain("saheli_at");

      await page.goto(journey.server.url);
      await accountMenuButton(page).click();
      const menu = page.getByRole("menu");
      await menu.getByRole("menuitem", { name: /Connections/ }).waitFor();
      await expect(menu.getByText("Member", { exact: true }).isVisible()).resolves.toBe(true);
      await expect(menu.getByRole("menuitem", { name: "Create Shop" }).isVisible()).resolves.toBe(true);
      await settled(menu);
      await screenshot(page, "auth-account-menu-desktop");

      // She is signed out on screen at once; the server is told alongside.
      const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/auth/logout");
      await menu.getByRole("menuitem", { name: "Logout" }).click();
      await page.getByText("Hello, sign in").waitFor();
      expect((await loggedOut).status()).toBe(204);
      expect(new URL(page.url()).pathname).toBe("/");
      const session = await page.evaluate(() => fetch("/api/auth/session").then((res) => res.status));
      expect(session).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("sends a visitor home when she closes the modal on a members-only page", async () => {
    const { page, close } = await openPage(journey.browser, "desktop");
    try {
      await page.goto(`${journey.server.url}/chat`);
      const dialog = signInDialog(page);
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await page.waitForURL(`${journey.server.url}/`);
      await page.getByRole("heading", { name: /featured products/i }).waitFor();
    } finally {
      await close();
    }
  });

  it("signs in by phone on a small screen", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await page.goto(`${journey.server.url}/?login=1`);
      const dialog = signInDialog(page);
      await dialog.getByLabel("Email address").waitFor();
      await settled(dialog);
      await screenshot(page, "auth-email-step-mobile");

      await dialog.getByRole("tab", { name: "Phone" }).click();
      const phone = dialog.getByLabel("Phone number");
      await expect(phone.getAttribute("placeholder")).resolves.toBe("+91 98765 43210");
      await phone.fill("+91 98765 43210");
      await screenshot(page, "auth-phone-step-mobile");
      await dialog.getByRole("button", { name: "Send code" }).click();
      await dialog.getByText("We sent a 6-digit code to").waitFor();
      await expect(dialog.getByRole("button", { name: /Resend in \d+s/ }).isDisabled()).resolves.toBe(true);
      await expect(dialog.getByRole("button", { name: "Verify and continue" }).isDisabled()).resolves.toBe(
        true,
      );
      await expect(
        dialog.getByRole("link", { name: /Open the dev outbox/ }).getAttribute("target"),
      ).resolves.toBe("_blank");
      await screenshot(page, "auth-code-step-mobile");

      // A wrong code is refused and the step stays, so she can try again.
      const code = await codeFromOutbox(journey.server.url, "+919876543210", "sms");
      const wrong = code === "000000" ? "111111" : "000000";
      await dialog.getByLabel("Verification code").fill(wrong);
      await dialog.getByText("Invalid code").waitFor();
      await dialog.getByLabel("Verification code").fill(code);
      await dialog.waitFor({ state: "hidden" });
      expect(new URL(page.url()).search).toBe("");
      await skipFirstSteps(page);

      await accountMenuButton(page).click();
      const sheet = page.getByRole("dialog", { name: "Account" });
      await sheet.getByRole("button", { name: "Logout" }).waitFor();
      await settled(sheet);
      const box = await sheet.boundingBox();
      expect(box).toMatchObject({ x: 0, width: viewports.mobile.width });
      await screenshot(page, "auth-account-menu-mobile");
      expect(unexpected(errors, 400)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("account settings", () => {
  it("schedules deletion, shows the recovery banner everywhere, and cancels it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await page.goto(`${journey.server.url}/settings?login=1`);
      await signInByEmail(page, "member2@saheli.test");
      await page.getByText("Welcome back, Priyanka").waitFor();
      await page.getByRole("heading", { name: "Account settings" }).waitFor();
      await page.getByText("member2@saheli.test").waitFor();
      await screenshot(page, "auth-settings-desktop");

      await page.getByLabel("Why are you leaving? (optional)").fill("Taking a break");
      await page.getByRole("button", { name: "Delete account" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
      const destroy = confirm.getByRole("button", { name: "Delete my account" });
      await expect(destroy.isDisabled()).resolves.toBe(true);
      await confirm.getByLabel(/to confirm/).fill("delete");
      await expect(destroy.isDisabled()).resolves.toBe(true);
      await confirm.getByLabel(/to confirm/).fill("DELETE");
      await destroy.click();

      const banner = page.getByRole("region", { name: "Your account is scheduled for deletion" });
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toMatch(/\d{4}/);
      await expect(banner.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await screenshot(page, "auth-settings-deletion-desktop");

      // Signed in again later, she sees the banner on any page and can cancel from there.
      await page.goto(journey.server.url);
      await banner.waitFor();
      await banner.getByRole("button", { name: "Cancel deletion" }).click();
      await banner.waitFor({ state: "hidden" });
      await page.goto(`${journey.server.url}/settings/account`);
      await page.getByRole("button", { name: "Delete account" }).waitFor();

      await page.setViewportSize(viewports.mobile);
      await screenshot(page, "auth-settings-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
