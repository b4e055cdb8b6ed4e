import type { Live } from "@saheli/core/contracts/radio";
import { RadioMessages, weekOffsetOf } from "@saheli/core/radio";
import { silentMp3 } from "@saheli/core/radio-audio-samples";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected, viewports } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const HOST = "vendor@saheli.test";
const ADMIN = "admin@saheli.test";
const LISTENER = "member2@saheli.test";
const SHOW = "Chai with Founders";
const EPISODE = "Starting out with ₹5,000";

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

async function dismissPushBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Turn on notifications" });
  const shown = await banner.waitFor({ timeout: 6000 }).then(
    () => true,
    () => false,
  );
  if (shown) await banner.getByRole("button", { name: "Dismiss" }).click();
}

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewports.mobile.width);
}

const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Primary" });

/** The app's one audio element, as the browser reports it. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>("audio[data-radio-player]");
    return audio ? { paused: audio.paused, time: audio.currentTime } : null;
  });

/** Waits until the player has played past `seconds` (never a fixed sleep: the CI machine is slower). */
const playedPast = (page: Page, seconds: number) =>
  page.waitForFunction(
    (after) => {
      const audio = document.querySelector<HTMLAudioElement>("audio[data-radio-player]");
      return Boolean(audio && !audio.paused && audio.currentTime > after);
    },
    seconds,
    { timeout: 30_000 },
  );

describe("Saheli Radio", () => {
  it("a member proposes a show, an admin approves it, she uploads an episode, and a listener keeps listening on her phone while browsing", async () => {
    const host = await openPage(journey.browser, "mobile");
    const admin = await openPage(journey.browser, "desktop");
    const listener = await openPage(journey.browser, "mobile");
    try {
      // The host proposes a show from /radio/shows.
      await signInAt(host.page, "/radio/shows", HOST);
      await dismissPushBanner(host.page);
      await host.page.getByRole("button", { name: "Propose a show" }).click();
      const propose = host.page.getByRole("dialog", { name: "Propose a show" });
      await propose.waitFor();
      await propose.getByLabel("Title").fill(SHOW);
      await propose
        .getByLabel("What is it about?")
        .fill("Women who built their businesses, in their own words.");
      await propose.getByLabel("Category").selectOption("business");
      await propose
        .getByLabel("Cover image")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: makePng(400) });
      await propose.getByRole("img", { name: "The cover you chose" }).waitFor();
      await settled(propose);
      await screenshot(host.page, "radio-propose-show-mobile");
      await propose.getByRole("button", { name: "Propose show" }).click();
      await propose.waitFor({ state: "hidden" });
      await host.page.getByText("Waiting for approval").waitFor();
      await fitsThePhone(host.page);

      // An admin approves it, with a reason, from the dashboard's Radio shows queue.
      await signInAt(admin.page, "/admin/radio", ADMIN);
      const pending = admin.page.getByRole("listitem").filter({ hasText: SHOW });
      await pending.getByRole("button", { name: "Approve" }).click();
      const decide = admin.page.getByRole("dialog", { name: `Approve “${SHOW}”` });
      await decide.getByLabel("Reason").fill("A clear, useful show for our members");
      await settled(decide);
      await screenshot(admin.page, "radio-admin-approve-desktop");
      await decide.getByRole("button", { name: "Approve show" }).click();
      await decide.waitFor({ state: "hidden" });
      await admin.page.getByText("No shows waiting").waitFor();

      // The host opens her show and uploads: a picture named .mp3 is refused by its bytes, a real MP3 is taken.
      await host.page.reload();
      await host.page
        .getByRole("link", { name: new RegExp(SHOW) })
        .first()
        .click();
      await host.page.getByRole("heading", { name: "Add an episode" }).waitFor();
      const form = host.page
        .locator("form")
        .filter({ has: host.page.getByRole("heading", { name: "Add an episode" }) });
      await form.getByLabel("Episode title").fill(EPISODE);
      await form
        .getByLabel("Audio file")
        .setInputFiles({ name: "episode.mp3", mimeType: "audio/mpeg", buffer: makePng(64) });
      await form.getByRole("button", { name: "Upload episode" }).click();
      await form.getByText(RadioMessages.notAudio).waitFor();
      await screenshot(host.page, "radio-upload-refused-mobile");
      await form
        .getByLabel("Audio file")
        .setInputFiles({ name: "episode.mp3", mimeType: "audio/mpeg", buffer: Buffer.from(silentMp3(600)) });
      await form.getByRole("button", { name: "Upload episode" }).click();
      await host.page.getByRole("button", { name: `Play ${EPISODE}` }).waitFor();
      await host.page.getByText("10:00").first().waitFor();

      // She puts it on the weekly schedule.
      await host.page.getByRole("button", { name: `Schedule ${EPISODE}` }).click();
      const schedule = host.page.getByRole("dialog", { name: `Schedule “${EPISODE}”` });
      // On air now: the five-minute mark just passed (India time), so it plays for five minutes at least.
      const minuteOfWeek = Math.floor(weekOffsetOf(new Date()) / 60_000 / 5) * 5;
      await schedule.getByLabel("Day").selectOption(String(Math.floor(minuteOfWeek / 1440)));
      await schedule.getByLabel("Start time (IST)").selectOption(String(minuteOfWeek % 1440));
      await schedule.getByRole("button", { name: "Add to schedule" }).click();
      await schedule.waitFor({ state: "hidden" });
      await fitsThePhone(host.page);

      // A listener on her phone plays the episode, then browses elsewhere: the mini player stays and plays on.
      await signInAt(listener.page, "/radio/shows", LISTENER);
      await dismissPushBanner(listener.page);
      await listener.page
        .getByRole("link", { name: new RegExp(SHOW) })
        .first()
        .click();
      await listener.page.getByRole("button", { name: "Add to favourites" }).click();
      await listener.page.getByRole("button", { name: "In your favourites" }).waitFor();
      await listener.page.getByRole("button", { name: `Play ${EPISODE}` }).click();
      const player = listener.page.getByRole("region", { name: "Radio player" });
      await player.waitFor();
      await playedPast(listener.page, 0.5);
      await player.getByRole("button", { name: "Pause", exact: true }).waitFor();
      await screenshot(listener.page, "radio-show-playing-mobile");
      await fitsThePhone(listener.page);

      await bottomBar(listener.page).getByRole("link", { name: "Home", exact: true }).click();
      await listener.page.waitForURL(new RegExp(`${journey.server.url}/?$`));
      const onHome = (await audioState(listener.page))!;
      expect(onHome.paused).toBe(false);
      await playedPast(listener.page, onHome.time + 1);
      await player.getByText(EPISODE).waitFor();
      await screenshot(listener.page, "radio-mini-player-home-mobile");
      await bottomBar(listener.page).getByRole("link", { name: "My Network", exact: true }).click();
      await listener.page.waitForURL(/\/my-network$/);
      const onNetwork = (await audioState(listener.page))!;
      expect(onNetwork.paused).toBe(false);
      await playedPast(listener.page, onNetwork.time + 1);
      await player.waitFor();

      // Keyboard: pause and play again from the mini player.
      await player.getByRole("button", { name: "Pause", exact: true }).focus();
      await listener.page.keyboard.press("Enter");
      await player.getByRole("button", { name: "Play", exact: true }).waitFor();
      expect((await audioState(listener.page))?.paused).toBe(true);
      await listener.page.keyboard.press("Enter");
      await playedPast(listener.page, onNetwork.time + 1);

      // Live: she joins the broadcast and hears the position the server's clock says, like everyone else.
      await listener.page.goto(`${journey.server.url}/radio/live`);
      await listener.page.getByRole("heading", { name: EPISODE }).waitFor();
      await listener.page.getByRole("button", { name: "Listen live" }).click();
      await player.getByText("Live", { exact: true }).waitFor();
      await playedPast(listener.page, 0.5);
      const live = (await (await fetch(`${journey.server.url}/api/radio/live`)).json()) as Live;
      const heard = (await audioState(listener.page))!;
      expect(live.mode).toBe("episode");
      expect(Math.abs(heard.time - live.position_ms! / 1000)).toBeLessThan(5);
      expect(await player.getByRole("slider", { name: "Seek" }).count()).toBe(0);
      await listener.page.getByText("1 listener").waitFor();
      await screenshot(listener.page, "radio-live-mobile");
      await fitsThePhone(listener.page);
      await fitsThePhone(listener.page);

      // Her favourites list the show; the live page shows the week's schedule (desktop).
      await listener.page.goto(`${journey.server.url}/radio/favorites`);
      await listener.page.getByRole("list", { name: "Favourite shows" }).getByText(SHOW).waitFor();
      await admin.page.goto(`${journey.server.url}/radio/live`);
      await admin.page.getByRole("heading", { name: "This week's schedule" }).waitFor();
      await admin.page.getByText(EPISODE).first().waitFor();
      await admin.page.getByRole("heading", { name: "Live chat" }).waitFor();
      await screenshot(admin.page, "radio-live-desktop");
      await admin.page.goto(`${journey.server.url}/radio/shows`);
      await admin.page
        .getByRole("link", { name: new RegExp(SHOW) })
        .first()
        .click();
      await admin.page.getByRole("button", { name: `Play ${EPISODE}` }).click();
      await admin.page
        .getByRole("region", { name: "Radio player" })
        .getByRole("slider", { name: "Seek" })
        .waitFor();
      await playedPast(admin.page, 0.5);
      await screenshot(admin.page, "radio-show-desktop");

      expect(unexpected(host.errors, 415)).toEqual([]);
      expect(unexpected(listener.errors)).toEqual([]);
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      await host.close();
      await admin.close();
      await listener.close();
    }
  }, 240_000);
});
