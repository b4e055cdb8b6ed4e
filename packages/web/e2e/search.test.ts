import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { codeFromOutbox, signInAt } from "./sign-in.js";

const journey = journeySetup();

/** Searches as a demo account signed in by code, as a second tab or another phone would (no browser needed). */
async function searchAs(email: string, q: string) {
  const api = (path: string, init: RequestInit = {}) => fetch(`${journey.server.url}${path}`, init);
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  // As the site's own page would send it: a write names where it comes from.
  const json = { "content-type": "application/json", origin: journey.server.url };
  // The code works only where it was asked for: the send's cookie goes with the check.
  const sent = await api("/api/auth/otp/send", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ channel: "email", identifier: email }),
  });
  const code = await codeFromOutbox(journey.server.url, email);
  const verified = await api("/api/auth/otp/verify", {
    method: "POST",
    headers: { ...json, cookie: cookiesOf(sent) },
    body: JSON.stringify({ channel: "email", identifier: email, code }),
  });
  expect(verified.status).toBe(200);
  const res = await api(`/api/search?q=${encodeURIComponent(q)}`, {
    headers: { cookie: cookiesOf(verified) },
  });
  expect(res.status).toBe(200);
}

describe("one search box over everything", () => {
  it("shows grouped results while typing a misspelt query, moves with the arrows and opens a product", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await page.goto(journey.server.url);
      const box = page.getByRole("combobox", { name: "Search Saheli" }).first();
      await box.click();
      await box.pressSequentially("silk sare", { delay: 40 });
      const list = page.getByRole("listbox", { name: "Search suggestions" });
      await list.getByText("Search all for “silk sare”").waitFor();
      await list.getByText("Products", { exact: true }).waitFor();
      await screenshot(page, "search-box-desktop");

      // Arrow down to the first product and press Enter.
      const options = list.getByRole("option");
      const labels = await options.allTextContents();
      const firstProductIndex = await list.evaluate((root) => {
        const all = Array.from(root.querySelectorAll("[role=option]"));
        const heading = Array.from(root.querySelectorAll("p")).find((p) => p.textContent === "Products");
        const first = heading?.parentElement?.querySelector("[role=option]");
        return first ? all.indexOf(first) : -1;
      });
      expect(firstProductIndex).toBeGreaterThan(0);
      for (let i = 0; i <= firstProductIndex; i++) await box.press("ArrowDown");
      await expect.poll(() => box.getAttribute("aria-activedescendant")).toBeTruthy();
      const chosen = labels[firstProductIndex] ?? "";
      await box.press("Enter");
      await page.waitForURL(/\/product\//);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(chosen.toLowerCase()).toContain("silk");

      // Escape closes the box.
      await page.goto(journey.server.url);
      const again = page.getByRole("combobox", { name: "Search Saheli" }).first();
      await again.click();
      await again.fill("jwellery");
      await page
        .getByRole("listbox", { name: "Search suggestions" })
        .getByText("Search all for “jwellery”")
        .waitFor();
      await again.press("Escape");
      await expect.poll(() => page.getByRole("listbox", { name: "Search suggestions" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lists trending searches in an empty box on a phone, and opens a help page", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile");
    try {
      // A term trends once 3 different people searched it.
      for (const email of ["member@saheli.test", "member2@saheli.test", "vendor@saheli.test"]) {
        await searchAs(email, "banarasi saree");
      }
      await page.goto(`${journey.server.url}/shops`);
      const box = page.getByRole("combobox", { name: "Search Saheli" }).first();
      if (!(await box.isVisible()))
        await page
          .getByRole("button", { name: /search/i })
          .first()
          .click();
      const input = page.getByRole("combobox", { name: "Search Saheli" }).last();
      await input.click();
      const list = page.getByRole("listbox", { name: "Search suggestions" }).last();
      // What is trending depends on what was searched in the last 2 minutes (kept that long per node).
      await list.getByText("Trending searches").waitFor();
      await list.getByRole("option").first().waitFor();
      await screenshot(page, "search-trending-mobile");
      await input.fill("returns refund");
      await list.getByText("Returns and refunds", { exact: true }).first().waitFor();
      await list.getByText("Returns and refunds", { exact: true }).first().click();
      await page.waitForURL(/\/support\/kb\/returns-and-refunds$/);
      await page.getByRole("heading", { name: "Returns and refunds", level: 1 }).waitFor();
      await page.getByText("within 30 days of delivery").waitFor();
      await screenshot(page, "search-help-article-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("searches the community in Hindi on a phone for a member whose browser asks for it", async () => {
    const { page, errors, close } = await openPage(journey.browser, "mobile", { locale: "hi-IN" });
    try {
      // The community is for members: she signs in first.
      await signInAt(page, journey.server.url, "/community/search", "member2@saheli.test");
      await page.goto(`${journey.server.url}/community/search?q=saree&tab=posts`);
      await page.getByRole("heading", { level: 1, name: "कम्युनिटी में खोजें" }).waitFor();
      const tabs = page.getByRole("navigation", { name: "नतीजों के प्रकार" });
      await tabs.getByRole("button", { name: "लोग" }).waitFor();
      expect(await tabs.getByRole("button", { name: "पोस्ट" }).getAttribute("aria-current")).toBe("page");
      await page
        .getByRole("list", { name: "नतीजे" })
        .or(page.getByRole("heading", { name: "कुछ नहीं मिला" }))
        .first()
        .waitFor();
      await expect.poll(() => page.title()).toBe("कम्युनिटी में “saree” · सहेली");
      await screenshot(page, "search-hi-mobile");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
