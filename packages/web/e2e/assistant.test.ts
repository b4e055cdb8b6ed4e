import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { signInAt } from "./sign-in.js";

const journey = journeySetup();

type Card = { id: string; slug: string; price: number; sale_price: number | null; listing_type: string };

/** She said "not now" to push notifications on this device before, so the opt-in banner stays away. */
async function dismissPushOffer(page: Page) {
  await page.addInitScript(() => localStorage.setItem("saheli:push-banner-dismissed-at", String(Date.now())));
}

/** A cash-on-delivery order of a seeded listing, placed through the API as the signed-in shopper. */
async function placeOrder(page: Page): Promise<string> {
  const cards = (await fetch(`${journey.server.url}/api/commerce?filter=all&page=1`).then((res) =>
    res.json(),
  )) as {
    items: Card[];
  };
  for (const card of cards.items) {
    if (card.listing_type !== "physical" || (card.sale_price ?? card.price) > 5000) continue;
    const detail = (await fetch(`${journey.server.url}/api/listings/${card.slug}`).then((res) =>
      res.json(),
    )) as {
      id: string;
      quantity: number;
      variations: unknown[];
    };
    if (detail.quantity < 3 || detail.variations.length > 0) continue;
    return page.evaluate(async (listingId) => {
      const post = async (url: string, body: unknown) => {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      await post("/api/cart/items", { listing_id: listingId, quantity: 1 });
      const address: { items: { id: string; address_line: string | null }[] } = await post("/api/locations", {
        name: "Home",
        full_name: "Ananya Iyer",
        phone: "9876543210",
        pincode: "560025",
        city: "Bengaluru",
        state: "Karnataka",
        address_line: "14 Residency Road",
      });
      const placed = await post("/api/checkout", {
        address_id: address.items.find((a) => a.address_line === "14 Residency Road")?.id,
        payment_method: "cod",
        idempotency_key: crypto.randomUUID(),
        contact_phone: "9876543210",
      });
      return placed.orders[0].order_number as string;
    }, detail.id);
  }
  throw new Error("the seed has no physical listing to buy with cash on delivery");
}

const assistantButton = (page: Page) => page.getByRole("button", { name: "Need help? Ask AI Assistant" });
const panelOf = (page: Page) => page.getByRole("dialog", { name: "Saheli assistant" });

describe("the support assistant", () => {
  it("answers a visitor about returns on a laptop, citing the help article she then opens", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await dismissPushOffer(page);
      await page.goto(`${journey.server.url}/`);
      await assistantButton(page).click();
      const panel = panelOf(page);
      await panel.getByText("I'm Saheli's assistant").waitFor();
      await panel.getByRole("button", { name: "Order status" }).waitFor();
      await screenshot(page, "assistant-open-desktop");

      await panel.getByLabel("Your message").fill("Can I return a kurta I bought last week?");
      await page.keyboard.press("Enter");
      await panel.getByText("You can ask for a return within 30 days of delivery.").waitFor();
      const cited = panel.getByRole("link", { name: "Returns and refunds" });
      await cited.waitFor();
      await screenshot(page, "assistant-returns-desktop");

      await cited.click();
      await page.getByRole("heading", { name: "Returns and refunds", level: 1 }).waitFor();
      // On a laptop the panel stays open beside the article.
      expect(await panel.isVisible()).toBe(true);
      await panel.getByRole("button", { name: "Minimise assistant" }).click();
      // Focus goes back to the AI button; the keyboard opens the panel again and Escape minimises it.
      await expect
        .poll(() => assistantButton(page).evaluate((button) => button === document.activeElement))
        .toBe(true);
      await page.keyboard.press("Enter");
      await panel.getByText("Can I return a kurta I bought last week?").waitFor();
      await page.keyboard.press("Escape");
      await assistantButton(page).waitFor();

      // A voice note she records, plays back and sends; a file she attaches; the conversation exported.
      await assistantButton(page).click();
      await panel.getByRole("button", { name: "Record a voice note" }).click();
      await panel.getByRole("button", { name: "Stop recording" }).waitFor();
      await page.waitForTimeout(1500);
      await panel.getByRole("button", { name: "Stop recording" }).click();
      await panel.getByText(/Your voice note \(\d+ s\)/).waitFor();
      await panel.getByLabel("Play your voice note").waitFor();
      await screenshot(page, "assistant-voice-desktop");
      await panel.getByRole("button", { name: "Send voice note" }).click();
      await panel.getByText(/I've kept “voice-note-\d+s\.\w+” with this conversation/).waitFor();
      await panel.locator('input[type="file"]').setInputFiles({
        name: "receipt.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4 receipt"),
      });
      await panel.getByRole("list", { name: "Files to send" }).getByText("receipt.pdf").waitFor();
      await panel.getByLabel("Your message").fill("How much is shipping?");
      await page.keyboard.press("Enter");
      await panel.getByText(/I've kept “receipt\.pdf” with this conversation/).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("button", { name: "Export conversation" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^saheli-assistant-.*\.json$/);
      const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as {
        messages: { role: string; text: string; attachments?: { name: string }[] }[];
      };
      expect(exported.messages[0]?.text).toBe("Can I return a kurta I bought last week?");
      expect(exported.messages.flatMap((m) => m.attachments ?? []).map((a) => a.name)).toContain(
        "receipt.pdf",
      );
      await screenshot(page, "assistant-files-desktop");
      expect(unexpected(errors, 401)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("looks up her own order on a phone after the order-status topic asks for its number", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      await dismissPushOffer(page);
      await signInAt(page, journey.server.url, "/", "member2@saheli.test");
      await assistantButton(page).click();
      const panel = panelOf(page);
      await panel.getByRole("button", { name: "Order status" }).waitFor();
      await screenshot(page, "assistant-open-mobile");
      await panel.getByRole("button", { name: "Close assistant" }).click();
      const orderNumber = await placeOrder(page);
      await assistantButton(page).click();
      await panel.getByRole("button", { name: "Order status" }).click();
      await panel.getByText("Please type your order number").waitFor();
      // Her latest order is offered as a one-tap reply; she types it instead, after a slip.
      await panel.getByRole("button", { name: orderNumber }).waitFor();
      await screenshot(page, "assistant-order-prompt-mobile");

      await panel.getByLabel("Your message").fill("12");
      await panel.getByRole("button", { name: "Send" }).click();
      await panel.getByText("That does not look like a valid order number. Please try again.").waitFor();
      await panel.getByLabel("Your message").fill(orderNumber);
      await panel.getByRole("button", { name: "Send" }).click();
      await panel.getByText(`Order ${orderNumber} from`).waitFor();
      await panel.getByText("Status: Placed.").waitFor();
      await screenshot(page, "assistant-order-mobile");

      // "Talk to a person" hands the conversation to the support desk's dialog; the sheet steps aside for it.
      await panel.getByRole("button", { name: "Talk to a person" }).click();
      const desk = page.getByRole("dialog", { name: /Talk to a person/ });
      await desk.waitFor();
      await screenshot(page, "assistant-talk-to-person-mobile");
      await page.keyboard.press("Escape");
      await desk.waitFor({ state: "hidden" });
      await assistantButton(page).click();

      await panel.getByRole("link", { name: `Open order ${orderNumber}` }).click();
      await page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 }).waitFor();
      // On a phone the sheet steps aside for the page she opened.
      expect(await panel.count()).toBe(0);
      await screenshot(page, "assistant-order-page-mobile");
      expect(unexpected(errors, 401)).toEqual([]);
    } finally {
      await close();
    }
  });
});
