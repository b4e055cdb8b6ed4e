import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** A seeded product on sale, as the marketplace lists it. */
async function aProduct(): Promise<{ slug: string; title: string }> {
  const page = (await fetch(`${journey.server.url}/api/commerce?type=product`).then((res) => res.json())) as {
    items: { slug: string; title: string; listing_type: string }[];
  };
  const card = page.items.find((item) => item.listing_type === "physical");
  if (!card) throw new Error("no seeded product");
  return card;
}

describe("saved items", () => {
  it("saves a listing into a new collection, finds it there, moves it out and deletes the collection", async () => {
    const product = await aProduct();
    const desktop = await openPage(journey.browser, "desktop");
    try {
      const page = desktop.page;
      await signInAt(page, `/product/${product.slug}`, "member2@saheli.test");
      await page.getByRole("heading", { name: product.title, level: 1 }).waitFor();
      await page.getByRole("button", { name: "Save to a collection" }).click();
      const picker = page.getByRole("dialog", { name: "Save to a collection" });
      await picker.getByRole("button", { name: /All saved only/ }).waitFor();
      await picker.getByRole("button", { name: "New collection" }).click();
      await picker.getByLabel("New collection").fill("   ");
      await picker.getByRole("button", { name: "Create" }).click();
      await picker.getByText("Give the collection a name.").waitFor();
      await picker.getByLabel("New collection").fill("Gift ideas");
      await settled(picker);
      await screenshot(page, "saved-picker-desktop");
      await picker.getByRole("button", { name: "Create" }).click();
      await page.getByText("Saved to your items").waitFor();
      await picker.waitFor({ state: "hidden" });
      // Saved listings are her wishlist: the heart shows it.
      await page.getByRole("button", { name: "In wishlist" }).waitFor();

      await page.goto(`${journey.server.url}/saved`);
      await page.getByRole("heading", { name: "All saved", level: 1 }).waitFor();
      const item = page.getByTestId("saved-item").filter({ hasText: product.title });
      await item.getByText("Gift ideas").waitFor();
      await screenshot(page, "saved-all-desktop");

      await page.getByRole("link", { name: "Collections" }).first().click();
      await page.getByRole("heading", { name: "Collections", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Gift ideas" }).waitFor();
      await page.getByText("1 item", { exact: true }).first().waitFor();
      await screenshot(page, "saved-collections-desktop");

      await page.getByRole("link", { name: "Gift ideas" }).click();
      await page.getByRole("heading", { name: "Gift ideas", level: 1 }).waitFor();
      await item.waitFor();
      await item.getByRole("button", { name: `Options for ${product.title}` }).click();
      await page.getByRole("menuitem", { name: "Take out of this collection" }).click();
      await page.getByText("Taken out of the collection").waitFor();
      await page.getByText("No saved things in this collection yet").waitFor();

      await page.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete “Gift ideas”?" });
      await confirm.getByText("The collection is empty; nothing else changes.").waitFor();
      await confirm.getByRole("button", { name: "Delete collection" }).click();
      await page.getByRole("heading", { name: "All saved", level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/saved");
      await item.waitFor();
      expect(
        await page.getByRole("navigation", { name: "Collections" }).getByText("Gift ideas").count(),
      ).toBe(0);
      expect(unexpected(desktop.errors)).toEqual([]);
    } finally {
      await desktop.close();
    }

    const phone = await openPage(journey.browser, "mobile");
    try {
      const page = phone.page;
      await signInAt(page, "/saved/collections", "member2@saheli.test");
      await page.getByRole("heading", { name: "Collections", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New collection" }).click();
      const dialog = page.getByRole("dialog", { name: "New collection" });
      await dialog.getByLabel("Name").fill("Wedding shopping");
      await dialog.getByRole("button", { name: "Create" }).click();
      await page.getByRole("heading", { name: "Wedding shopping", level: 1 }).waitFor();
      await page
        .getByRole("navigation", { name: "Collections" })
        .getByRole("link", { name: /All saved/ })
        .click();
      const item = page.getByTestId("saved-item").filter({ hasText: product.title });
      await item.getByRole("button", { name: `Options for ${product.title}` }).click();
      await page.getByRole("menuitem", { name: "Add to a collection" }).click();
      const picker = page.getByRole("dialog", { name: "Move to a collection" });
      await picker.getByRole("button", { name: /Wedding shopping/ }).click();
      await page.getByText("Moved", { exact: true }).waitFor();
      await item.getByText("Wedding shopping").waitFor();
      await screenshot(page, "saved-all-mobile");
      await page.goto(`${journey.server.url}/saved/collections`);
      await page.getByRole("link", { name: "Wedding shopping" }).waitFor();
      await screenshot(page, "saved-collections-mobile");
      await page.goto(`${journey.server.url}/product/${product.slug}`);
      await page.getByRole("button", { name: "Save to a collection" }).waitFor();
      await page.evaluate(() => window.scrollBy(0, 420));
      // Nothing on the page is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, "saved-listing-page-mobile");
      expect(unexpected(phone.errors)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe("no dead ends", () => {
  it("the phone's bottom bar Post opens the composer; old addresses go where she expects", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await signInAt(page, "/", "member@saheli.test");
      const bar = page.getByTestId("bottom-bar");
      await bar.getByRole("button", { name: "Post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer
        .getByLabel("What do you want to talk about?")
        .fill("Posting from the home page, straight away");
      await settled(composer);
      await screenshot(page, "bottom-bar-composer-mobile");
      expect(new URL(page.url()).pathname).toBe("/");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();
      await composer.waitFor({ state: "hidden" });

      for (const [from, to] of [
        ["/community/messages", "/chat"],
        ["/groups/women-in-textiles", "/community/groups/women-in-textiles"],
        ["/community/my-items/saved-posts", "/saved"],
      ]) {
        await page.goto(`${journey.server.url}${from}`);
        await page.waitForURL((url) => url.pathname === to);
      }
      // The chat's Calls tab is her call history (issue 23 §5), no longer a way back to the chat.
      await page.goto(`${journey.server.url}/chat/calls`);
      await page.getByRole("heading", { name: "Calls", level: 1 }).waitFor();
      // The search box's "in Services" scope: services only.
      await page.goto(`${journey.server.url}/commerce?search=mehendi&type=service`);
      await page.getByRole("heading", { name: "Services for “mehendi”" }).waitFor();
      await page.getByRole("status").filter({ hasText: /item/ }).waitFor();
      const targets = await page
        .locator("main a[href^='/product/'], main a[href^='/service/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(targets.length).toBeGreaterThan(0);
      expect(targets.every((href) => href.startsWith("/service/"))).toBe(true);
      await screenshot(page, "commerce-services-mobile");
      expect(
        await page.getByRole("link", { name: "Services", exact: true }).getAttribute("aria-current"),
      ).toBe("page");
      await page.goto(`${journey.server.url}/vendor/nothing-here`);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(unexpected(errors, 404)).toEqual([]);
    } finally {
      await close();
    }
  });
});
