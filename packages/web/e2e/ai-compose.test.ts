import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt } from "./sign-in.js";

// No AI_* settings: Saheli's own templates write, filled from the vendor's profile and shop.
const journey = journeySetup();

/** Create with AI: a template, a tone and a length, the result, Copy, and "Use This Post" into the composer. */
async function writeWithAi(page: Page, shot: string) {
  await page.getByRole("button", { name: "Start a post" }).click();
  const composer = page.getByRole("dialog", { name: "Create a post" });
  await composer.getByRole("button", { name: "Create with AI" }).click();
  const ai = page.getByRole("dialog", { name: "Create with AI" });
  await ai.getByText("Step 1 of 3").waitFor();
  const next = ai.getByRole("button", { name: "Next" });
  expect(await next.isDisabled()).toBe(true);
  await ai.getByRole("button", { name: /Saree seller/ }).click();
  await next.click();
  await ai.getByText("Step 2 of 3").waitFor();
  await ai.getByRole("button", { name: "Inspiring" }).click();
  await ai.getByRole("button", { name: /Medium/ }).click();
  await ai.getByRole("button", { name: "Generate" }).click();
  const result = ai.getByRole("region", { name: "Generated post" });
  await result.waitFor();
  // Without a model she is told a template wrote it.
  await ai.getByText("A Saheli template wrote this from your profile and shop.", { exact: false }).waitFor();
  const text = (await result.textContent()) ?? "";
  expect(text).toContain("Every small business starts with one brave step. New sarees have just arrived");
  await ai.getByRole("button", { name: "Copy" }).click();
  await ai.getByRole("button", { name: "Copied!" }).waitFor();
  await settled(ai);
  await screenshot(page, `${shot}-result`);
  await ai.getByRole("button", { name: "Use This Post" }).click();
  await ai.waitFor({ state: "detached" });
  const box = composer.getByLabel("What do you want to talk about?");
  expect(await box.inputValue()).toBe(text);
  // Hers to edit: nothing was posted by itself.
  await box.press("End");
  await box.pressSequentially(" See you at the stall!");
  return composer;
}

describe("Create with AI and Add Location", () => {
  it("writes a post with AI on a laptop, adds a venue and shows it on the card", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await page
        .context()
        .grantPermissions(["clipboard-read", "clipboard-write"], { origin: journey.server.url });
      await signInAt(page, journey.server.url, "/community", "vendor@saheli.test");
      const composer = await writeWithAi(page, "ai-compose-desktop");

      await composer.getByRole("button", { name: "Add Location" }).click();
      const where = page.getByRole("dialog", { name: "Add Location" });
      await where.getByLabel("Search for a city or place").fill("zzqx");
      await where.getByText("No locations found").waitFor();
      await where.getByLabel("Search for a city or place").fill("gateway");
      await where.getByRole("button", { name: /Gateway of India/ }).click();
      await where.waitFor({ state: "detached" });
      await composer.getByText("Gateway of India, Mumbai").waitFor();
      await settled(composer);
      await screenshot(page, "ai-compose-composer-desktop");

      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();
      const post = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
      await post.getByText("See you at the stall!").waitFor();
      await post.getByText("Gateway of India, Mumbai").waitFor();
      await screenshot(page, "ai-compose-card-desktop");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("on a phone, adds her current city (never her exact position) and the card shows it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      const origin = journey.server.url;
      await page.context().grantPermissions(["geolocation", "clipboard-read", "clipboard-write"], { origin });
      await page.context().setGeolocation({ latitude: 26.9124, longitude: 75.7873 });
      await signInAt(page, origin, "/community", "vendor@saheli.test");
      const composer = await writeWithAi(page, "ai-compose-mobile");
      await composer.getByRole("button", { name: "Add Location" }).click();
      const where = page.getByRole("dialog", { name: "Add Location" });
      await settled(where);
      await screenshot(page, "ai-compose-location-mobile");
      await where.getByRole("button", { name: "Use my current location" }).click();
      await where.waitFor({ state: "detached" });
      await composer.getByText("Jaipur, Rajasthan").waitFor();
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();
      const post = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
      await post.getByText("Jaipur, Rajasthan").waitFor();
      await post.scrollIntoViewIfNeeded();
      await screenshot(page, "ai-compose-card-mobile");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
