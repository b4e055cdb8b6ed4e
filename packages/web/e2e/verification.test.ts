import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { failedResponses, journeySetup, openPage, screenshot, type ViewportName } from "./harness.js";
import { settled, signInWithCode } from "./sign-in.js";

const journey = journeySetup();

/** Every answer of 400 or more a page gets, but a visitor's session check. */

/** Requests that left the Saheli server: a privacy feature must not call a CDN. */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== journey.server.url)
      foreign.push(url.href);
  });
  return foreign;
}

const verificationDialog = (page: Page) => page.getByRole("dialog", { name: "Human Verification" });

describe("verification: consent, the camera check, review by a person, and the Create Shop gate", () => {
  it("walks a newcomer through consent and the camera, then an admin's approval opens Create Shop", async () => {
    const newcomer = await openPage(journey.browser, "desktop");
    const admin = await openPage(journey.browser, "mobile");
    try {
      const page = newcomer.page;
      const failed = failedResponses(page);
      const foreign = foreignRequests(page);

      // Create Shop sends a visitor to sign in, then (not verified) straight to the verification modal.
      await page.goto(`${journey.server.url}/create-shop`);
      await signInWithCode(page, journey.server.url, "new@saheli.test");
      const dialog = verificationDialog(page);
      await dialog.getByRole("heading", { name: "Before we open your camera" }).waitFor();
      await dialog.getByText("Your photo is deleted as soon as a decision is made.").first().waitFor();
      await settled(dialog);
      await screenshot(page, "verification-consent-desktop");

      // Consent, then the camera: the fake camera shows no face, so the tips appear after the challenge time.
      await dialog.getByRole("button", { name: "I agree, open my camera" }).click();
      const camera = page.getByRole("dialog", { name: "Look at the camera" });
      await camera.getByLabel("Your camera").waitFor();
      await camera.getByText("Place your face inside the oval").waitFor({ timeout: 30_000 });
      await camera.getByText("We couldn't see your face").waitFor({ timeout: 30_000 });
      for (const tip of ["Refresh the page and allow camera access", "Try another browser"]) {
        expect(await camera.getByText(tip).isVisible()).toBe(true);
      }
      await screenshot(page, "verification-no-face-desktop");
      await page.keyboard.press("Escape");
      await camera.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Skip for now" }).click();

      // The route without a photo: the Create Shop page offers verification again.
      await page.getByRole("button", { name: "Verify yourself" }).click();
      await dialog.getByRole("button", { name: "Verify without a photo" }).click();
      const alternative = page.getByRole("dialog", { name: "Verify without a photo" });
      await alternative
        .getByLabel("How would you like to be verified?")
        .fill("A short video call any weekday evening would suit me, thank you.");
      await alternative.getByRole("button", { name: "Ask for a review by a person" }).click();
      await alternative.getByText("A member of our team will contact you by e-mail").waitFor();
      await alternative.getByRole("button", { name: "Close" }).first().click();
      await page.getByText("Your verification is pending review.").first().waitFor();

      // An admin approves it on the review screen (mobile).
      await reviewAndApprove(admin.page, "mobile");

      // Back on Create Shop, the gate now opens the shop page.
      await page.reload();
      await page.getByRole("heading", { name: "Open your shop", level: 1 }).waitFor();
      expect(await page.getByText("Your verification is pending review.").count()).toBe(0);
      await screenshot(page, "verification-create-shop-open-desktop");

      expect(foreign).toEqual([]);
      expect(failed).toEqual([]);
      expect(newcomer.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await newcomer.close();
      await admin.close();
    }
  });

  it("on a phone: consent, a decline by a reviewer, Access Restricted and one appeal", async () => {
    const person = await openPage(journey.browser, "mobile");
    const reviewer = await openPage(journey.browser, "desktop");
    try {
      const page = person.page;
      await page.goto(`${journey.server.url}/?login=1`);
      await signInWithCode(page, journey.server.url, "new2@saheli.test");
      const dialog = verificationDialog(page);
      await dialog.getByRole("button", { name: "I agree, open my camera" }).waitFor();
      await settled(dialog);
      await screenshot(page, "verification-consent-mobile");
      await page.keyboard.press("Escape");
      // The basic-profile step follows the verification modal; she skips it for now.
      await page.getByRole("button", { name: "Skip for now" }).click();
      await page.getByRole("button", { name: "Verify now" }).click();
      await dialog.getByRole("button", { name: "Verify without a photo" }).click();
      const alternative = page.getByRole("dialog", { name: "Verify without a photo" });
      await alternative
        .getByLabel("How would you like to be verified?")
        .fill("I run a pickle business in Indore; happy to join a video call.");
      await alternative.getByRole("button", { name: "Ask for a review by a person" }).click();
      await alternative.getByRole("button", { name: "Close" }).first().click();

      // A reviewer declines, with a reason.
      const r = reviewer.page;
      await r.goto(`${journey.server.url}/admin/verifications?login=1`);
      await signInWithCode(r, journey.server.url, "admin2@saheli.test");
      const request = r
        .getByRole("list", { name: "Pending verifications" })
        .getByRole("listitem")
        .filter({ hasText: "new2@saheli.test" });
      await request.getByRole("button", { name: "Decline" }).click();
      const decline = r.getByRole("dialog", { name: /Decline .* verification\?/ });
      await decline
        .getByLabel("Reason for declining")
        .fill("We could not reach you on the call we arranged.");
      await settled(decline);
      await screenshot(r, "verification-decline-desktop");
      await decline.getByRole("button", { name: "Decline verification" }).click();
      await r.getByText("Verification declined").waitFor();

      // She sees limited access, what she can still do, and appeals once.
      await page.reload();
      await page.getByRole("button", { name: "Learn more" }).click();
      const restricted = page.getByRole("dialog", { name: "Access Restricted" });
      await restricted.getByText("Support women-owned businesses").waitFor();
      await restricted.getByText("We could not reach you on the call we arranged.").waitFor();
      await settled(restricted);
      await screenshot(page, "verification-access-restricted-mobile");
      expect(await restricted.getByRole("button", { name: "Re-Verify yourself" }).isVisible()).toBe(true);
      await restricted.getByRole("button", { name: "Think this is wrong? Appeal the decision" }).click();
      await restricted
        .getByLabel("Your appeal")
        .fill("I missed the call because of a power cut; please try again.");
      await restricted.getByRole("button", { name: "Send appeal" }).click();
      await restricted.getByText("Your appeal has been sent to a different reviewer.").waitFor();
      expect(person.errors).toEqual([]);
      expect(reviewer.errors).toEqual([]);
    } finally {
      await person.close();
      await reviewer.close();
    }
  });
});

async function reviewAndApprove(page: Page, viewport: ViewportName) {
  await page.goto(`${journey.server.url}/admin/verifications?login=1`);
  await signInWithCode(page, journey.server.url, "admin@saheli.test");
  await page.getByRole("heading", { name: "Verification reviews", level: 1 }).waitFor();
  const queue = page.getByRole("list", { name: "Pending verifications" });
  const request = queue.getByRole("listitem").filter({ hasText: "new@saheli.test" });
  await request.getByText("A short video call any weekday evening").waitFor();
  await screenshot(page, `verification-review-${viewport}`);
  await request.getByRole("button", { name: "Approve" }).click();
  await page.getByText("Verification approved").waitFor();
  await request.waitFor({ state: "detached" });
}
