import { RateLimits } from "@saheli/core/limits";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { ARTICLE_TITLE, type LinkSites, startLinkSites } from "../../server/test/fakes/link-sites.js";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt } from "./sign-in.js";

let sites: LinkSites | undefined;

// A local web page (and a local oEmbed endpoint for the video service), let through by the test-only setting.
const journey = journeySetup({
  env: async () => {
    sites = await startLinkSites();
    return { LINK_PREVIEW_ALLOWED_HOSTS: sites.host, YOUTUBE_OEMBED_URL: `${sites.origin}/oembed` };
  },
});
afterAll(async () => {
  await sites?.close();
});

const firstPost = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("article").first();

/** The video service's player is answered by the journey itself: the machine has no internet. */
async function servePlayer(page: Page) {
  // She said "not now" to push notifications on this device before, so the opt-in covers no screenshot.
  // Init scripts run in every frame: the video player's frame may not touch storage, and needs not.
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now()));
  });
  await page.context().route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<title>Player</title><body style='background:#fff'><p>Playing</p></body>",
    }),
  );
}

async function openComposer(page: Page) {
  await page.getByRole("button", { name: "Start a post" }).click();
  const composer = page.getByRole("dialog", { name: "Create a post" });
  return { composer, text: composer.getByLabel("What do you want to talk about?") };
}

describe("link previews", () => {
  it("posts a link with its card, and a video link that plays in place on a laptop", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await servePlayer(page);
      await signInAt(page, journey.server.url, "/community", "member@saheli.test");
      await firstPost(page).waitFor();

      const { composer, text } = await openComposer(page);
      await text.fill(`New Banarasi weaves are in! ${sites!.origin}/article`);
      const card = composer.getByRole("region", { name: `Link preview: ${ARTICLE_TITLE}` });
      await card.waitFor();
      await card.getByText("Priya's Looms").waitFor();
      await card.locator("img[src^='/media/link-previews/']").waitFor();
      await settled(composer);
      await screenshot(page, "link-preview-composer-desktop");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();

      const post = firstPost(page);
      const posted = post.getByRole("region", { name: `Link preview: ${ARTICLE_TITLE}` });
      await posted.waitFor();
      expect(await posted.getByRole("link").first().getAttribute("href")).toBe(`${sites!.origin}/article`);
      expect(await posted.locator("img").getAttribute("src")).toMatch(/^\/media\/link-previews\//);
      await posted.getByText("Priya's weavers").scrollIntoViewIfNeeded();
      await screenshot(page, "link-preview-feed-desktop");

      // A post a second later than the first is refused by the posting limit: she waits as a person would.
      await page.waitForTimeout(RateLimits.post.seconds * 1000);
      const second = await openComposer(page);
      await second.text.fill("Watch how we print with natural dyes youtu.be/dQw4w9WgXcQ");
      const video = second.composer.getByRole("region", { name: /Link preview: Block printing/ });
      await video.waitFor();
      // In the composer the player is not framed yet.
      expect(await video.locator("iframe").count()).toBe(0);
      await second.composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();

      const videoCard = firstPost(page).getByRole("region", { name: /Link preview: Block printing/ });
      await videoCard.waitFor();
      expect(await videoCard.locator("iframe").count()).toBe(0);
      expect(await videoCard.getByRole("link", { name: "Open link" }).getAttribute("href")).toBe(
        "https://youtu.be/dQw4w9WgXcQ",
      );
      await videoCard.getByRole("button", { name: /Play video/ }).click();
      const player = videoCard.locator("iframe");
      await player.waitFor();
      expect(await player.getAttribute("src")).toBe(
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
      );
      await videoCard.getByRole("button", { name: "Fullscreen" }).scrollIntoViewIfNeeded();
      await screenshot(page, "link-preview-video-desktop");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the card under the text on a phone, and takes it off with ×", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await servePlayer(page);
      await signInAt(page, journey.server.url, "/community", "member@saheli.test");
      await firstPost(page)
        .getByRole("region", { name: /Link preview/ })
        .waitFor();
      await screenshot(page, "link-preview-feed-mobile");

      const { composer, text } = await openComposer(page);
      await text.fill(`Our stall this Sunday ${sites!.origin}/twitter`);
      const card = composer.getByRole("region", { name: "Link preview: A tweet-sized card" });
      await card.waitFor();
      await settled(composer);
      // The sheet's toolbar stays at its foot: the card is brought to the middle to be seen whole.
      await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await screenshot(page, "link-preview-composer-mobile");
      await card.getByRole("button", { name: "Remove link preview" }).click();
      await card.waitFor({ state: "detached" });
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();
      const post = firstPost(page);
      await post.getByText("Our stall this Sunday").waitFor();
      expect(await post.getByRole("region", { name: /Link preview/ }).count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
