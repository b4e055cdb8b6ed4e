import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type GoogleStandin, startGoogleStandin } from "../../server/test/fakes/google.js";
import { startZoomStandin, type ZoomStandin } from "../../server/test/fakes/zoom.js";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt } from "./sign-in.js";

const VENDOR = "vendor@saheli.test";

let zoom: ZoomStandin | undefined;
let google: GoogleStandin | undefined;

const journey = journeySetup({
  env: async () => {
    zoom = await startZoomStandin({
      clientId: "zoom-journey",
      clientSecret: "zoom-secret",
      email: "studio@zoom.example",
    });
    google = await startGoogleStandin({
      clientId: "google-journey",
      clientSecret: "google-secret",
      email: "studio@gmail.example",
    });
    return { ...zoom.env(), ...google.env() };
  },
});
afterAll(async () => {
  await zoom?.close();
  await google?.close();
});

/**
 * The provider sends her back to PUBLIC_URL, which is `http://localhost:{port}` when unset; her cookies must be
 * on that host, so the journey runs there.
 */
const site = () => journey.server.url.replace("127.0.0.1", "localhost");

const meetings = (page: Page) => page.getByRole("region", { name: "Video meetings" });
const provider = (page: Page, name: string) => meetings(page).getByRole("listitem", { name });

/** The push opt-in comes 3 s after a page loads; she says no once, so it covers no screenshot. */
async function dismissPushBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Turn on notifications" });
  const shown = await banner.waitFor({ timeout: 6000 }).then(
    () => true,
    () => false,
  );
  if (shown) await banner.getByRole("button", { name: "Dismiss" }).click();
}

describe("a vendor connects her video meetings", () => {
  it("connects Zoom through its consent page, sees it connected, and disconnects it after confirming", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, site(), "/vendor/settings", VENDOR);
      await page.getByRole("heading", { name: "Shop settings", level: 1 }).waitFor();
      await dismissPushBanner(page);
      const zoomRow = provider(page, "Zoom");
      await zoomRow.getByText("Not connected").waitFor();
      await provider(page, "Google Calendar").getByText("Not connected").waitFor();
      await meetings(page).scrollIntoViewIfNeeded();
      await screenshot(page, "connections-settings-desktop");

      await zoomRow.getByRole("button", { name: "Connect Zoom" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${zoom!.baseUrl}/oauth/authorize`));
      const consent = new URL(page.url());
      expect(consent.searchParams.get("redirect_uri")).toBe(`${site()}/oauth/callback/zoom`);
      expect(consent.searchParams.get("state")).toMatch(/^[A-Za-z0-9]{32}\|%2Fvendor%2Fsettings$/);
      await page.getByText("studio@zoom.example").waitFor();
      await screenshot(page, "connections-zoom-consent-desktop");

      await page.getByRole("link", { name: "Allow" }).click();
      await page.waitForURL(`${site()}/vendor/settings`);
      await page.getByText("Zoom connected").waitFor();
      await zoomRow.getByText("Connected", { exact: true }).waitFor();
      await zoomRow
        .getByText("Connected as studio@zoom.example. Meeting links are made for your online bookings.")
        .waitFor();
      await meetings(page).scrollIntoViewIfNeeded();
      await screenshot(page, "connections-zoom-connected-desktop");

      await zoomRow.getByRole("button", { name: "Disconnect" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Disconnect Zoom?" });
      await settled(confirm);
      await screenshot(page, "connections-disconnect-dialog-desktop");
      await confirm.getByRole("button", { name: "Disconnect" }).click();
      await page.getByText("Zoom disconnected").waitFor();
      await zoomRow.getByText("Not connected").waitFor();
      expect(zoom!.requests.some((r) => r.path === "/oauth/revoke")).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("on a phone: says no to Google, reads why on the callback page, then connects it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await signInAt(page, site(), "/vendor/settings", VENDOR);
      await dismissPushBanner(page);
      const googleRow = provider(page, "Google Calendar");
      await googleRow.getByRole("button", { name: "Connect Google Calendar" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${google!.baseUrl}/o/oauth2/v2/auth`));
      const consent = new URL(page.url());
      expect(consent.searchParams.get("access_type")).toBe("offline");
      expect(consent.searchParams.get("prompt")).toBe("consent");
      await page.getByRole("link", { name: "Deny" }).click();
      await page.getByRole("heading", { name: "We couldn't connect Google Calendar" }).waitFor();
      await page.getByRole("alert").getByText("OAuth failed").waitFor();
      await page.getByText("You chose not to allow it, so nothing was connected.").waitFor();
      await screenshot(page, "connections-google-denied-mobile");

      await page.getByRole("link", { name: "Try again" }).click();
      await page.waitForURL(`${site()}/vendor/settings`);
      await googleRow.getByRole("button", { name: "Connect Google Calendar" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${google!.baseUrl}/o/oauth2/v2/auth`));
      await page.getByRole("link", { name: "Allow" }).click();
      await page.getByText("Google Calendar connected").waitFor();
      await googleRow.getByText("Connected", { exact: true }).waitFor();
      await googleRow.scrollIntoViewIfNeeded();
      await screenshot(page, "connections-google-connected-mobile");

      expect(unexpected(errors, 400)).toEqual([]);
    } finally {
      await close();
    }
  });
});
