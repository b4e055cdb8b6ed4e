import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot, unexpected } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const VENDOR = "vendor@saheli.test";
const SHOPPER = "member2@saheli.test";

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** A call from inside the page, as its own scripts make them (her cookies, the page's Origin). */
function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, path, body },
  );
}

/** The push opt-in comes 3 s after a page loads; she says no once (remembered), so it covers no screenshot. */
async function dismissPushBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Turn on notifications" });
  const shown = await banner.waitFor({ timeout: 6000 }).then(
    () => true,
    () => false,
  );
  if (shown) await banner.getByRole("button", { name: "Dismiss" }).click();
}

type VendorListing = { id: string; slug: string; title: string; listing_type: string; quantity: number };

/** Her physical products on sale, as her dashboard lists them. */
async function productsOf(vendor: Page): Promise<VendorListing[]> {
  const page = await callApi<{ items: VendorListing[] }>(
    vendor,
    "GET",
    "/api/vendor/listings?filter=active&limit=50",
  );
  const products = page.items.filter((l) => l.listing_type === "physical" && l.quantity >= 1);
  if (products.length < 3) throw new Error("the demo shop has fewer than three products in stock");
  return products;
}

const folder = mkdtempSync(join(tmpdir(), "saheli-csv-"));
function csvFile(name: string, lines: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${lines.join("\r\n")}\r\n`);
  return path;
}

/** The exported row of a listing, its cells split (the demo titles have no commas or quotes). */
function rowOf(csv: string, id: string): string[] {
  const line = csv.split("\r\n").find((l) => l.startsWith(id));
  if (!line) throw new Error(`no row for ${id} in the export`);
  return line.split(",");
}

describe("the vendor's products", () => {
  it("details with stock history, a CSV import with a bad row fixed and applied, a section curated with the keyboard, holiday mode", async () => {
    const vendor = await openPage(journey.browser, "desktop");
    const shopper = await openPage(journey.browser, "mobile");
    try {
      const page = vendor.page;
      await signInAt(page, "/vendor/products", VENDOR);
      await page.getByRole("heading", { name: "Your listings" }).waitFor();
      await dismissPushBanner(page);
      const [first, second, third] = await productsOf(page);
      if (!first || !second || !third) throw new Error("unreachable");

      // Product Details from her list: figures, actions and (for a seeded listing) an empty history.
      await page.getByRole("link", { name: `Details of ${first.title}` }).click();
      await page.getByRole("heading", { name: first.title, level: 1 }).waitFor();
      await page.getByText("Product Details", { exact: true }).first().waitFor();
      await page.getByText("Views", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Duplicate" }).waitFor();
      await page.getByRole("heading", { name: "Stock history" }).waitFor();

      // Export, then import her edited file: one row is bad, so the dry run lists it and nothing is written.
      await page.getByRole("link", { name: "All your listings" }).click();
      await page.getByRole("heading", { name: "Your listings" }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      const exported = readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
      expect(exported.split("\r\n")[0]).toBe("id,slug,title,price,sale_price,quantity,status");
      const [, , , price] = rowOf(exported, second.id);
      const newStock = first.quantity + 5;
      const header = "id,title,price,quantity";
      const bad = csvFile("bad.csv", [
        header,
        `${first.id},${first.title},,${newStock}`,
        `${second.id},${second.title},abc,${second.quantity}`,
      ]);
      await page.getByRole("button", { name: "Import CSV" }).click();
      const dialog = page.getByRole("dialog", { name: "Import CSV" });
      await dialog.getByLabel("CSV file").setInputFiles(bad);
      await dialog.getByRole("cell", { name: 'Price is not a number: "abc"' }).waitFor();
      await dialog.getByText("1 row has a problem; nothing was changed.").waitFor();
      expect(await dialog.getByRole("button", { name: /^Apply/ }).count()).toBe(0);
      await settled(dialog);
      await screenshot(page, "vendor-products-csv-report-desktop");

      const fixed = csvFile("fixed.csv", [
        header,
        `${first.id},${first.title},,${newStock}`,
        `${second.id},${second.title},${price},${second.quantity}`,
      ]);
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Choose the fixed file" }).click(),
      ]);
      await chooser.setFiles(fixed);
      await dialog.getByRole("cell", { name: `Stock: ${first.quantity} → ${newStock}` }).waitFor();
      await settled(dialog);
      await screenshot(page, "vendor-products-csv-ready-desktop");
      await dialog.getByRole("button", { name: "Apply 1 change" }).click();
      await page.getByText("1 listing updated").waitFor();
      await dialog.waitFor({ state: "hidden" });

      // The change is in her stock history.
      await page.getByRole("link", { name: `Details of ${first.title}` }).click();
      const history = page.getByRole("list", { name: "Stock changes" });
      await history.getByText("CSV import").waitFor();
      await history.getByText("+5").waitFor();
      await history.getByText(`${newStock} left`).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-products-details-desktop");

      // Curate a section, ordering its listings with the keyboard only.
      await page.goto(`${journey.server.url}/curate-shop`);
      await page.getByRole("heading", { name: "Curate your shop", level: 1 }).waitFor();
      await page.getByRole("heading", { name: "No sections yet" }).waitFor();
      await page.getByLabel("Banner image file").setInputFiles({
        name: "banner.png",
        mimeType: "image/png",
        buffer: makePng(240),
      });
      await page.getByText("Banner saved").waitFor();
      await page.getByRole("img", { name: "Your banner" }).waitFor();
      await page.getByRole("button", { name: "Add section" }).first().click();
      await page.getByLabel("Section title").fill("Festive picks");
      await page.getByRole("button", { name: "Choose listings" }).click();
      const picker = page.getByRole("dialog", { name: "Listings in Festive picks" });
      for (const listing of [first, second, third]) await picker.getByLabel(listing.title).check();
      await picker.getByRole("button", { name: "Done" }).click();
      await picker.waitFor({ state: "hidden" });
      const inSection = page.getByRole("list", { name: "Listings in Festive picks" });
      const order = () => inSection.getByRole("listitem").allInnerTexts();
      await expect
        .poll(async () => (await order()).map((t) => t.trim()))
        .toEqual([first.title, second.title, third.title]);

      // The drag handle, from the keyboard: pick up the third, two places up, drop.
      const handle = inSection.getByRole("button", { name: `Drag ${third.title}` });
      await handle.focus();
      await page.keyboard.press("Space");
      await page.waitForTimeout(150);
      await page.keyboard.press("ArrowUp");
      await page.waitForTimeout(300);
      await page.keyboard.press("ArrowUp");
      await page.waitForTimeout(300);
      await page.keyboard.press("Space");
      await expect
        .poll(async () => (await order()).map((t) => t.trim()))
        .toEqual([third.title, first.title, second.title]);
      // And the plain buttons: the first listing one place down.
      await inSection.getByRole("button", { name: `Move ${first.title} down` }).press("Enter");
      await expect
        .poll(async () => (await order()).map((t) => t.trim()))
        .toEqual([third.title, second.title, first.title]);
      await page.getByRole("button", { name: "Preview" }).click();
      await page.getByRole("region", { name: "Preview" }).getByText("Festive picks").waitFor();
      await page.getByRole("button", { name: "Save shop front" }).click();
      await page.getByText("Your shop front is saved").waitFor();
      await page.getByText("All changes saved").waitFor();
      await screenshot(page, "vendor-products-curate-desktop");

      // Her shop shows the section, in her order, above all her listings.
      const mine = await callApi<{ shop: { slug: string; shop_name: string } }>(
        page,
        "GET",
        "/api/shops/mine",
      );
      await signInAt(shopper.page, `/shop/${mine.shop.slug}`, SHOPPER);
      const section = shopper.page.getByRole("region", { name: "Festive picks" });
      await section.waitFor();
      await shopper.page.getByRole("img", { name: `${mine.shop.shop_name} banner` }).waitFor();
      await shopper.page.getByRole("heading", { name: "All listings" }).waitFor();
      const cards = await section.getByRole("heading", { level: 3 }).allInnerTexts();
      expect(cards.map((t) => t.trim())).toEqual([third.title, second.title, first.title]);
      await section.scrollIntoViewIfNeeded();
      await screenshot(shopper.page, "vendor-products-shop-sections-mobile");

      // Holiday mode with a message and a shipping policy, from her settings.
      await page.goto(`${journey.server.url}/vendor/settings`);
      await page.getByRole("heading", { name: "Holiday mode" }).waitFor();
      await page.getByLabel("Shipping (optional)").fill("Ships in 2 days from Jaipur by Delhivery.");
      // The switch is drawn over a visually hidden checkbox: she clicks its label.
      await page.getByText("I'm on holiday", { exact: true }).click();
      expect(await page.getByRole("switch", { name: "I'm on holiday" }).isChecked()).toBe(true);
      await page.getByLabel("Message to buyers").fill("Back on 2 December, with new block prints.");
      await page.getByRole("heading", { name: "Holiday mode" }).scrollIntoViewIfNeeded();
      await screenshot(page, "vendor-products-settings-desktop");
      await page.getByRole("button", { name: "Save shop" }).click();
      await page.waitForURL(/\/shop\//);
      await page.getByText(`${mine.shop.shop_name} is on holiday`).waitFor();
      await page.getByRole("heading", { name: "Festive picks" }).waitFor();
      await screenshot(page, "vendor-products-shop-holiday-desktop");

      await shopper.page.goto(`${journey.server.url}/product/${first.slug}`);
      const notice = shopper.page.getByRole("status").filter({ hasText: "is on holiday" });
      await notice.getByText("Back on 2 December, with new block prints.").waitFor();
      expect(await shopper.page.getByRole("button", { name: "Add to Cart" }).isDisabled()).toBe(true);
      await shopper.page.getByRole("heading", { name: "Shipping" }).waitFor();
      await screenshot(shopper.page, "vendor-products-holiday-mobile");
      await shopper.page.getByRole("heading", { name: "Shipping" }).scrollIntoViewIfNeeded();
      await screenshot(shopper.page, "vendor-products-policies-mobile");

      expect(unexpected(vendor.errors)).toEqual([]);
      expect(unexpected(shopper.errors)).toEqual([]);
    } finally {
      await vendor.close();
      await shopper.close();
    }
  });

  it("on a phone: her product's details and her shop front", async () => {
    const vendor = await openPage(journey.browser, "mobile");
    try {
      const page = vendor.page;
      await signInAt(page, "/vendor/products", VENDOR);
      await page.getByRole("heading", { name: "Your listings" }).waitFor();
      await dismissPushBanner(page);
      const [first] = await productsOf(page);
      await page.goto(`${journey.server.url}/vendor/products/${first?.id}`);
      await page.getByRole("heading", { name: first?.title, level: 1 }).waitFor();
      await page.getByRole("list", { name: "Stock changes" }).waitFor();
      await settled(page.getByRole("main"));
      await screenshot(page, "vendor-products-details-mobile");
      await page.getByRole("heading", { name: "Stock history" }).scrollIntoViewIfNeeded();
      await screenshot(page, "vendor-products-history-mobile");

      await page.goto(`${journey.server.url}/curate-shop`);
      await page.getByRole("list", { name: "Listings in Festive picks" }).waitFor();
      await screenshot(page, "vendor-products-curate-mobile");

      await page.goto(`${journey.server.url}/vendor/products`);
      await page.getByRole("button", { name: "Import CSV" }).click();
      const dialog = page.getByRole("dialog", { name: "Import CSV" });
      await dialog
        .getByLabel("CSV file")
        .setInputFiles(csvFile("phone.csv", ["id,quantity", `${first?.id},-1`, "not-an-id,3"]));
      await dialog.getByText("2 rows have problems; nothing was changed.").waitFor();
      await settled(dialog);
      await screenshot(page, "vendor-products-csv-report-mobile");
      expect(unexpected(vendor.errors)).toEqual([]);
    } finally {
      await vendor.close();
    }
  });
});
