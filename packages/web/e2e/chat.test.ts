import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** Waits until the page's realtime socket is live, so what follows is delivered to it. */
async function socketLive(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __realtimeStatus?: string }).__realtimeStatus === "live",
  );
}

describe("chat, notifications and announcements between people using Saheli at once", () => {
  it("delivers messages, typing, read ticks, reaction toasts and an admin broadcast live", async () => {
    const ananya = await openPage(journey.browser, "desktop");
    const priyanka = await openPage(journey.browser, "mobile");
    const admin = await openPage(journey.browser, "desktop");
    try {
      const a = ananya.page;
      const p = priyanka.page;
      await signInAt(p, "/chat", "member2@saheli.test");
      await p.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
      await socketLive(p);

      // Ananya opens Priyanka's profile and presses Message: the direct conversation opens.
      await signInAt(a, "/", "member@saheli.test");
      await a.goto(`${journey.server.url}/profile/priyanka_sharma`);
      await a.locator("#main-content").getByRole("button", { name: "Message" }).click();
      await a.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      await a.getByRole("heading", { name: "Priyanka Sharma" }).waitFor();
      await socketLive(a);
      await a
        .getByLabel("Message", { exact: true })
        .fill("Hello Priyanka! Loved your block prints at the mela.");
      await a.keyboard.press("Enter");
      await a.getByRole("list", { name: "Messages" }).getByText("Loved your block prints").waitFor();

      // Priyanka's list shows it arrive, unread.
      const row = p.getByRole("link", { name: /Ananya/ });
      await row.getByText("Loved your block prints", { exact: false }).waitFor();
      await row.getByText(/^1\s*unread$/).waitFor();
      await screenshot(p, "chat-list-mobile");

      // She opens it (reading it) and starts typing: Ananya sees both.
      await row.click();
      await p.getByRole("list", { name: "Messages" }).getByText("Loved your block prints").waitFor();
      await a.getByLabel("Read").first().waitFor();
      await p.getByLabel("Message", { exact: true }).pressSequentially("Thank you", { delay: 30 });
      await a.getByText("Priyanka is typing").first().waitFor();
      await p.keyboard.press("Enter");
      await a.getByRole("list", { name: "Messages" }).getByText("Thank you").waitFor();
      await expect.poll(() => a.getByText("Priyanka is typing").count()).toBe(0);
      // What arrives in the open conversation is read a second later: no unread count stays on its row.
      await expect
        .poll(() =>
          a
            .getByRole("link", { name: /Priyanka/ })
            .getByText(/unread/)
            .count(),
        )
        .toBe(0);
      await screenshot(p, "chat-conversation-mobile");
      await screenshot(a, "chat-desktop");

      // Priyanka posts; Ananya reacts; Priyanka gets a toast and a badge on the bell.
      await p.goto(`${journey.server.url}/`);
      await socketLive(p);
      const post = await p.evaluate(() =>
        fetch("/api/posts", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ content: "New ajrakh stoles arriving this week!" }),
        }).then((res) => res.json() as Promise<{ id: string }>),
      );
      await a.goto(`${journey.server.url}/community/post/${post.id}`);
      await a.getByRole("button", { name: "Like" }).first().click();
      await p.getByText("New reaction").first().waitFor();
      await p
        .getByRole("button", { name: /^Notifications \(\d+\)$/ })
        .first()
        .waitFor();
      await screenshot(p, "notifications-toast-mobile");

      await p
        .getByRole("button", { name: /^Notifications \(\d+\)$/ })
        .first()
        .click();
      const panel = p.getByRole("dialog", { name: "Notifications" });
      await panel.getByRole("list", { name: "Notifications" }).waitFor();
      await settled(panel);
      await screenshot(p, "notifications-panel-mobile");
      await panel.getByRole("button", { name: /Mark all as read \(\d+\)/ }).click();
      await panel.getByText("You're all caught up").waitFor();
      await panel.getByRole("button", { name: "Close" }).last().click();

      // An admin announces something; both of them see it at once.
      await a.goto(`${journey.server.url}/`);
      await socketLive(a);
      await signInAt(admin.page, "/admin/broadcast", "admin@saheli.test");
      await admin.page.getByLabel("Title").fill("Diwali bazaar this weekend");
      await admin.page.getByLabel("Message").fill("Shops stay open late all weekend. Come and celebrate!");
      await admin.page.getByLabel("Link (optional)").fill("/commerce");
      await screenshot(admin.page, "admin-broadcast-desktop");
      await admin.page.getByRole("button", { name: "Send to everyone" }).click();
      await admin.page.getByText("Announcement sent").waitFor();
      await a.getByText("Diwali bazaar this weekend").first().waitFor();
      await p.getByText("Diwali bazaar this weekend").first().waitFor();

      await a
        .getByRole("button", { name: /^(Notifications|Alerts)/ })
        .first()
        .click();
      const desktopPanel = a.getByRole("dialog", { name: "Notifications" });
      await desktopPanel.getByText("Diwali bazaar this weekend").waitFor();
      await settled(desktopPanel);
      await screenshot(a, "notifications-panel-desktop");

      for (const [name, session] of Object.entries({ ananya, priyanka, admin }))
        expect({ name, errors: session.errors }).toEqual({ name, errors: [] });
    } finally {
      await ananya.close();
      await priyanka.close();
      await admin.close();
    }
  });
});
