import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { sampleSongs, startYouTubeStandin } from "../../server/test/fakes/youtube.js";
import { journeySetup, openPage, screenshot, unexpected, viewports } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt } from "./sign-in.js";

let youtube: Awaited<ReturnType<typeof startYouTubeStandin>> | undefined;

const journey = journeySetup({
  env: async () => {
    youtube = await startYouTubeStandin({ apiKey: "yt-journey-key", songs: sampleSongs() });
    return { YOUTUBE_API_KEY: "yt-journey-key", YOUTUBE_API_BASE_URL: youtube.apiBaseUrl };
  },
});
afterAll(async () => {
  await youtube?.close();
});

/** The song thumbnails live on the video service's image host; the journey answers them itself. */
async function serveThumbnails(page: Page) {
  await page
    .context()
    .route("https://i.ytimg.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: makePng(32) }),
    );
}

async function openComposerWithPicture(page: Page) {
  await page.getByRole("button", { name: "Start a post" }).click();
  const composer = page.getByRole("dialog", { name: "Create a post" });
  await composer
    .getByLabel("Add photos or videos")
    .setInputFiles({ name: "stall.png", mimeType: "image/png", buffer: makePng(900) });
  await page.getByText("1 file(s) uploaded successfully").waitFor();
  await composer.getByRole("button", { name: "Edit stall.png" }).click();
  const editor = page.getByRole("dialog", { name: "Edit image" });
  await editor.getByRole("img", { name: "Preview of your edited picture" }).waitFor();
  return { composer, editor };
}

/** A pixel of the posted picture near its top-left corner, away from the words in the middle. */
function cornerPixel(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(image, 0, 0);
    const [r, g, b] = ctx.getImageData(20, 20, 1, 1).data;
    return { width: image.naturalWidth, height: image.naturalHeight, rgb: [r!, g!, b!] };
  }, src);
}

describe("the image editor", () => {
  it("edits a picture with a filter, words and a song, and the post carries the edited picture", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await serveThumbnails(page);
      await signInAt(page, journey.server.url, "/community", "member@saheli.test");
      const { composer, editor } = await openComposerWithPicture(page);
      const original = await composer.locator("img[alt='stall.png']").getAttribute("src");

      await editor.getByRole("tab", { name: "Filter" }).click();
      await editor.getByRole("button", { name: "Moon" }).click();
      expect(await editor.getByRole("button", { name: "Moon" }).getAttribute("aria-pressed")).toBe("true");

      await editor.getByRole("tab", { name: "Text" }).click();
      await editor.getByLabel("Text to add").fill("Diwali sale");
      await editor.getByRole("button", { name: "Add text" }).click();
      await editor.getByRole("list", { name: "Texts on the picture" }).getByText("Diwali sale").waitFor();

      await editor.getByRole("tab", { name: "Adjust" }).click();
      const brightness = editor.getByLabel("Brightness");
      await brightness.focus();
      await page.keyboard.press("ArrowRight");
      expect(await brightness.inputValue()).toBe("101");

      await editor.getByRole("tab", { name: "Music" }).click();
      await editor.getByLabel("Search for music").fill("jazz");
      const song = editor
        .getByRole("list", { name: "Songs" })
        .getByRole("button", { name: /Evening Jazz in Mumbai/ });
      await song.click();
      const chosen = editor.getByRole("region", { name: "Chosen song" });
      await chosen.getByText("Evening Jazz in Mumbai").waitFor();
      expect(await chosen.getByLabel("Volume").inputValue()).toBe("80");
      expect(youtube?.searches().at(-1)).toMatchObject({ q: "jazz", type: "video", maxResults: "20" });
      await settled(editor);
      await screenshot(page, "image-editor-desktop");

      // Escape asks before anything is thrown away; keeping on loses nothing.
      await page.keyboard.press("Escape");
      const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
      await ask.waitFor();
      await ask.getByRole("button", { name: "Keep editing" }).click();
      await ask.waitFor({ state: "detached" });
      await editor.getByRole("region", { name: "Chosen song" }).waitFor();

      await editor.getByRole("button", { name: "Save" }).click();
      await editor.waitFor({ state: "detached" });
      await composer.getByText("Edited", { exact: true }).waitFor();
      await composer.getByRole("button", { name: /Edit stall-edited\.jpg/ }).waitFor();
      await composer.getByText("Evening Jazz in Mumbai · Bombay Jazz Club").waitFor();
      expect(await composer.locator("img[alt='stall-edited.jpg']").getAttribute("src")).not.toBe(original);
      await composer
        .getByLabel("What do you want to talk about?")
        .fill("Festive stall, a new look for Diwali");
      await settled(composer);
      await screenshot(page, "image-editor-composer-desktop");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();

      const post = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
      await post.getByText("Festive stall, a new look").waitFor();
      const src = await post.locator("img[src^='/media/post-media/']").first().getAttribute("src");
      const posted = await cornerPixel(page, src!);
      // 900×900 fits the editor's 800×600 canvas at 600×600, and Moon made it grey (the original is rose).
      expect([posted.width, posted.height]).toEqual([600, 600]);
      const [r = 0, g = 0, b = 0] = posted.rgb;
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(12);
      const music = post.getByRole("region", { name: "Music on this post" });
      await music.getByText("Evening Jazz in Mumbai").waitFor();
      await music.getByRole("button", { name: "Play music" }).waitFor();
      // Nothing is asked of the video service's player until someone presses play.
      expect(await post.locator("iframe").count()).toBe(0);
      await post.scrollIntoViewIfNeeded();
      await screenshot(page, "image-editor-post-desktop");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("is a full-screen sheet on a phone, and Cancel asks before discarding", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await signInAt(page, journey.server.url, "/community", "member2@saheli.test");
      const { composer, editor } = await openComposerWithPicture(page);
      await settled(editor);
      const box = await editor.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([
        viewports.mobile.width,
        viewports.mobile.height,
      ]);
      await editor.getByRole("tab", { name: "Filter" }).click();
      await editor.getByRole("button", { name: "Clarendon" }).click();
      await editor.getByRole("tab", { name: "Crop" }).click();
      await editor.getByRole("button", { name: "Square 1:1" }).click();
      await editor.getByRole("button", { name: "Rotate right" }).click();
      await settled(editor);
      await screenshot(page, "image-editor-mobile");

      await editor.getByRole("tab", { name: "Music" }).click();
      await editor.getByLabel("Search for music").fill("no such song anywhere");
      await editor.getByText("No songs found").waitFor();

      await editor.getByRole("button", { name: "Cancel" }).click();
      const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
      await ask.getByRole("button", { name: "Discard" }).click();
      await editor.waitFor({ state: "detached" });
      // Her original stays, not marked edited.
      await composer.getByRole("button", { name: "Edit stall.png" }).waitFor();
      expect(await composer.getByText("Edited", { exact: true }).count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
