import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { failedResponses, journeySetup, openPage, screenshot } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const NOTE = "Hi Priyanka, I loved your indigo dabu prints. Could we swap notes on natural dyes?";

/** Opens `path?login=1`, signs in with an e-mailed code, and waits for the dialog to close. */
const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** Her connection count as the signed-in session reports it (the account menu's tile). */
async function connectionCount(page: Page): Promise<number> {
  return page.evaluate(() =>
    fetch("/api/auth/session")
      .then((res) => res.json())
      .then((session: { profile: { connections_count: number } }) => session.profile.connections_count),
  );
}

/** Every answer of 400 or more a page gets, but a visitor's session check, so a failure names its URL. */

/** The person card in a list whose name is `name`. */
function card(scope: Page | Locator, name: string): Locator {
  // The inner locator is matched inside each article, so it must start from the page, not the scope.
  const page = "page" in scope ? scope.page() : scope;
  return scope.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });
}

describe("connecting two members through My Network", () => {
  it("finds a member, sends a request with a note, and the other accepts it", async () => {
    const ananya = await openPage(journey.browser, "desktop");
    const priyanka = await openPage(journey.browser, "mobile");
    try {
      // Ananya looks Priyanka up on Find People.
      const a = ananya.page;
      const aFailed = failedResponses(a);
      await signInAt(a, "/network/suggestions", "member@saheli.test");
      await a.getByRole("heading", { name: "Find People", level: 1 }).waitFor();
      const connectionsBefore = await connectionCount(a);
      await a.getByRole("heading", { name: "Suggested for you" }).waitFor();
      await a.getByRole("list", { name: "Suggested for you" }).getByRole("article").first().waitFor();
      await screenshot(a, "network-find-people-desktop");

      const search = a.getByLabel("Search people");
      await search.fill("p");
      await a.getByText("Type at least 2 characters to search.").waitFor();
      await search.fill("Priyanka");
      await a.getByRole("heading", { name: "Results for “Priyanka”" }).waitFor();
      const result = card(a.getByRole("list", { name: "Search results" }), "Priyanka Sharma");
      await result.waitFor();
      await expect(a.url()).toContain("q=Priyanka");
      await screenshot(a, "network-search-desktop");

      // The connect dialog counts the note against the 300-character limit.
      await result.getByRole("button", { name: /^Connect/ }).click();
      const connect = a.getByRole("dialog", { name: "Connect with Priyanka Sharma" });
      await connect.getByLabel("Note (optional)").fill(NOTE);
      await connect.getByText(`${NOTE.length}/300`).waitFor();
      await connect.getByLabel("Note (optional)").fill("x".repeat(301));
      await connect.getByText("Message must be 300 characters or fewer").waitFor();
      await expect(connect.getByRole("button", { name: "Send request" }).isDisabled()).resolves.toBe(true);
      await connect.getByLabel("Note (optional)").fill(NOTE);
      await settled(connect);
      await screenshot(a, "network-connect-dialog-desktop");
      await connect.getByRole("button", { name: "Send request" }).click();
      await connect.waitFor({ state: "hidden" });
      await a.getByText("Request sent to Priyanka Sharma").waitFor();
      await result.getByRole("button", { name: /^Pending/ }).waitFor();

      // Her request waits under Requests sent.
      await a.goto(`${journey.server.url}/my-network?tab=sent`);
      const sent = a.getByRole("list", { name: "Requests sent" });
      await card(sent, "Priyanka Sharma").getByText(NOTE).waitFor();

      // Priyanka, on her phone, sees the request and the note in My Network and accepts.
      const p = priyanka.page;
      const pFailed = failedResponses(p);
      await signInAt(p, "/my-network", "member2@saheli.test");
      await p.getByRole("tab", { name: /^Requests received \(\d+\)/, selected: true }).waitFor();
      const request = card(p.getByRole("list", { name: "Requests received" }), "Ananya Das");
      await request.getByText(NOTE).waitFor();
      await screenshot(p, "network-my-network-mobile");
      await request.getByRole("button", { name: /^Accept/ }).click();
      await p.getByText("You and Ananya Das are connected").first().waitFor();
      await p.getByText("No requests waiting").waitFor();

      await p.getByRole("tab", { name: /^Connections/ }).click();
      const connections = p.getByRole("list", { name: "Your connections" });
      await card(connections, "Ananya Das").getByText("Connected").waitFor();
      await p.getByRole("tab", { name: "Connections (1)" }).waitFor();

      // Her card opens Ananya's profile, which says they are connected.
      await connections.getByRole("link", { name: "Ananya Das", exact: true }).click();
      await p.waitForURL(/\/profile\/ananya_das$/);
      await p
        .getByRole("main")
        .getByRole("button", { name: /^Connected/ })
        .first()
        .waitFor();

      // Ananya sees Priyanka among her connections, from the account menu's Connections tile.
      await a.goto(`${journey.server.url}/connections`);
      await a.getByRole("heading", { name: "Connections", level: 1 }).waitFor();
      const mine = a.getByRole("list", { name: "Your connections" });
      await card(mine, "Priyanka Sharma").getByText("Connected").waitFor();
      await a.getByRole("link", { name: new RegExp(`^Connections\\s*${connectionsBefore + 1}$`) }).waitFor();
      await screenshot(a, "network-connections-desktop");
      await card(mine, "Priyanka Sharma").getByRole("link", { name: "Priyanka Sharma", exact: true }).click();
      await a.waitForURL(/\/profile\/priyanka_sharma$/);
      await a
        .getByRole("main")
        .getByRole("button", { name: /^Connected/ })
        .first()
        .waitFor();

      // Accepting makes each follow the other (decision 005).
      await a.goto(`${journey.server.url}/following`);
      const following = a.getByRole("list", { name: "People you follow" });
      await card(following, "Priyanka Sharma")
        .getByRole("button", { name: /^Unfollow/ })
        .waitFor();

      await a.goto(`${journey.server.url}/my-network?tab=connections`);
      await card(a.getByRole("list", { name: "Your connections" }), "Priyanka Sharma").waitFor();
      await screenshot(a, "network-my-network-desktop");

      // Priyanka looked at Ananya's profile: Ananya sees her under "Who viewed your profile".
      await a.goto(`${journey.server.url}/profile/ananya_das`);
      const viewers = a.getByRole("region", { name: "Who viewed your profile" }).filter({ visible: true });
      await viewers.getByRole("link", { name: /Priyanka Sharma/ }).waitFor();
      await screenshot(a, "profiles-own-viewers-desktop");

      await p.goto(`${journey.server.url}/network/suggestions`);
      await p.getByRole("heading", { name: "Suggested for you" }).waitFor();
      await p.getByRole("list", { name: "Suggested for you" }).waitFor();
      await screenshot(p, "network-find-people-mobile");

      await p.goto(`${journey.server.url}/followers`);
      await card(p.getByRole("list", { name: "Your followers" }), "Ananya Das").waitFor();
      await screenshot(p, "network-followers-mobile");

      expect(aFailed).toEqual([]);
      expect(pFailed).toEqual([]);
      expect(ananya.errors).toEqual([]);
      expect(priyanka.errors).toEqual([]);
    } finally {
      await ananya.close();
      await priyanka.close();
    }
  });

  it("unblocks from settings, and only an admin sees the reports", async () => {
    const ananya = await openPage(journey.browser, "desktop");
    const admin = await openPage(journey.browser, "mobile");
    try {
      const a = ananya.page;
      const aFailed = failedResponses(a);
      await signInAt(a, "/settings", "member@saheli.test");
      await a.getByRole("heading", { name: "Account settings" }).waitFor();

      // Blocking and reporting start on a profile (another page); here they go straight to the API.
      const details = "Sent me the same sales message five times.";
      await a.evaluate(async (details) => {
        const find = async (name: string) => {
          const page: { items: { id: string; full_name: string }[] } = await fetch(
            `/api/people/search?q=${encodeURIComponent(name)}`,
          ).then((res) => res.json());
          const person = page.items.find((item) => item.full_name === name);
          if (!person) throw new Error(`No ${name} in the search`);
          return person.id;
        };
        const post = (path: string, body?: unknown) =>
          fetch(path, {
            method: "POST",
            headers: body ? { "Content-Type": "application/json" } : {},
            body: body ? JSON.stringify(body) : undefined,
          }).then((res) => {
            if (!res.ok) throw new Error(`${path} answered ${res.status}`);
          });
        await post(`/api/people/${await find("Priya Mehta")}/block`);
        await post(`/api/people/${await find("Kavita Singh")}/report`, { reason: "spam", details });
      }, details);

      await a.getByRole("link", { name: /Blocked people/ }).click();
      await a.getByRole("heading", { name: "Blocked people", level: 1 }).waitFor();
      const blocked = a.getByRole("list", { name: "Blocked people" });
      await blocked.getByRole("link", { name: "Priya Mehta" }).waitFor();
      await screenshot(a, "network-blocked-desktop");
      await blocked.getByRole("button", { name: /^Unblock Priya Mehta/ }).click();
      const confirm = a.getByRole("alertdialog", { name: "Unblock Priya Mehta?" });
      await confirm.getByRole("button", { name: "Unblock" }).click();
      await a.getByText("Priya Mehta is unblocked").waitFor();
      await a.getByText("You haven't blocked anyone").waitFor();

      // Reports are for admins only.
      await a.goto(`${journey.server.url}/admin/reports`);
      await a.getByRole("heading", { name: "This page is for admins" }).waitFor();

      const r = admin.page;
      const rFailed = failedResponses(r);
      await signInAt(r, "/admin/reports", "admin@saheli.test");
      await r.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
      const report = r.getByRole("list", { name: "Pending reports" }).getByRole("listitem").first();
      await report.getByText("Spam").waitFor();
      await report.getByText(details).waitFor();
      await report.getByRole("link", { name: /Ananya Das/ }).waitFor();
      await expect(report.getByRole("link", { name: /Kavita Singh/ }).getAttribute("href")).resolves.toMatch(
        /^\/profile\//,
      );
      await screenshot(r, "network-admin-reports-mobile");

      expect(aFailed).toEqual([]);
      expect(rFailed).toEqual([]);
      expect(ananya.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await ananya.close();
      await admin.close();
    }
  });

  it("shows My Network under /community without the site header, and recovers from a failed list", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      // Suggestions fail until she presses Try again.
      let failing = true;
      await page.route("**/api/people/discover?*", (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Try again soon" } }),
            })
          : route.continue(),
      );
      // A visitor's stat-tile page asks her to sign in instead of showing anyone's list.
      await page.goto(`${journey.server.url}/followers`);
      await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();
      await page.getByText("Sign in to see your followers").waitFor();

      await signInAt(page, "/community/network", "member2@saheli.test");
      await page.getByRole("heading", { name: "My Network", level: 1 }).waitFor();
      await expect(page.locator("header[data-header='none']").count()).resolves.toBe(1);
      const intro = page.locator("header", {
        has: page.getByRole("heading", { name: "My Network", level: 1 }),
      });
      await intro.getByRole("link", { name: "Find People" }).waitFor();

      await page.getByRole("tab", { name: /^Suggestions/ }).click();
      const failed = page.getByRole("alert").filter({ hasText: "We couldn't load people you may know" });
      await failed.waitFor({ timeout: 15_000 });
      await screenshot(page, "network-community-error-desktop");
      failing = false;
      await failed.getByRole("button", { name: "Try again" }).click();
      await page.getByRole("list", { name: "People you may know" }).getByRole("article").first().waitFor();
      await screenshot(page, "network-community-suggestions-desktop");

      // Arrow keys move between the tabs, and the address keeps the open one.
      await page.getByRole("tab", { name: /^Suggestions/ }).focus();
      await page.keyboard.press("ArrowDown");
      await page.getByRole("tab", { name: /^Connections/, selected: true }).waitFor();
      await page.waitForURL(/tab=connections/);

      const unexpected = errors.filter((error) => !error.includes("status of 503"));
      expect(unexpected).toEqual([]);
    } finally {
      await close();
    }
  });
});
