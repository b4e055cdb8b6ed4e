import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

async function socketLive(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __realtimeStatus?: string }).__realtimeStatus === "live",
  );
}

/** The call's RTCPeerConnection (lib/call-session.ts) reports the two browsers connected. */
async function audioConnected(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __callConnection?: RTCPeerConnection | null }).__callConnection
        ?.connectionState === "connected",
    undefined,
    { timeout: 30_000 },
  );
}

const callBar = (page: Page, name: string) => page.getByRole("region", { name: `Call with ${name}` });

describe("voice calls between two connected members", () => {
  it("rings, is answered on a phone, connects the audio, hangs up and shows in both histories; a missed call is told", async () => {
    // Ananya (member@) and Priya (vendor@) are connected in the demo data, and both verified.
    const ananya = await openPage(journey.browser, "desktop");
    const priya = await openPage(journey.browser, "mobile");
    try {
      const a = ananya.page;
      const p = priya.page;
      await signInAt(p, "/chat/calls", "vendor@saheli.test");
      await p.getByRole("heading", { name: "Calls", level: 1 }).waitFor();
      await p.getByText("No calls yet").waitFor();
      await screenshot(p, "calls-empty-mobile");
      await socketLive(p);

      await signInAt(a, "/", "member@saheli.test");
      await a.goto(`${journey.server.url}/profile/priya_mehta`);
      await a.locator("#main-content").getByRole("button", { name: "Message" }).click();
      await a.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      await socketLive(a);
      await a.getByRole("button", { name: "Call Priya Mehta" }).click();
      await callBar(a, "Priya Mehta").getByText("Calling…").waitFor();
      await screenshot(a, "calls-ringing-desktop");

      // Priya is on another page of the app: the call rings there.
      const incoming = p.getByRole("dialog", { name: "Ananya Das" });
      await incoming.getByText("Incoming voice call…").waitFor();
      await settled(incoming);
      await screenshot(p, "calls-incoming-mobile");
      await incoming.getByRole("button", { name: "Accept" }).click();

      await audioConnected(a);
      await audioConnected(p);
      await callBar(a, "Priya Mehta")
        .getByText(/^\d+:\d\d$/)
        .waitFor();
      await callBar(p, "Ananya Das")
        .getByText(/^\d+:\d\d$/)
        .waitFor();
      const mute = callBar(p, "Ananya Das").getByRole("button", { name: "Mute" });
      await mute.click();
      await callBar(p, "Ananya Das").getByRole("button", { name: "Unmute", pressed: true }).waitFor();
      await screenshot(p, "calls-in-call-mobile");
      await screenshot(a, "calls-in-call-desktop");

      await callBar(a, "Priya Mehta").getByRole("button", { name: "Hang up" }).click();
      await callBar(p, "Ananya Das").waitFor({ state: "detached" });
      await p.getByText("Call ended").first().waitFor();
      const priyaRow = p.getByRole("list", { name: "Calls" }).getByRole("listitem").first();
      await priyaRow.getByText(/^Incoming call · \d+:\d\d$/).waitFor();
      await priyaRow.getByRole("link", { name: "Ananya Das" }).waitFor();

      await a.goto(`${journey.server.url}/chat/calls`);
      const ananyaRow = a.getByRole("list", { name: "Calls" }).getByRole("listitem").first();
      await ananyaRow.getByText(/^Outgoing call · \d+:\d\d$/).waitFor();
      await screenshot(a, "calls-history-desktop");

      // She calls back from the history and gives up before Priya answers: Priya has missed it, and is told.
      await socketLive(a);
      await ananyaRow.getByRole("button", { name: "Call Priya Mehta" }).click();
      await p.getByRole("dialog", { name: "Ananya Das" }).waitFor();
      await callBar(a, "Priya Mehta").getByRole("button", { name: "Hang up" }).click();
      await p.getByRole("dialog", { name: "Ananya Das" }).waitFor({ state: "detached" });
      await p.getByText("Missed call").first().waitFor();
      await p
        .getByRole("list", { name: "Calls" })
        .getByRole("listitem")
        .first()
        .getByText("Missed call")
        .waitFor();
      await ananyaRow.getByText("No answer").waitFor();
      await screenshot(p, "calls-history-mobile");

      // A declined call: Ananya is told Priya can't take it now.
      await ananyaRow.getByRole("button", { name: "Call Priya Mehta" }).click();
      await p.getByRole("dialog", { name: "Ananya Das" }).getByRole("button", { name: "Decline" }).click();
      await a.getByText("Priya Mehta can't take your call now").first().waitFor();
      await ananyaRow.getByText("Declined").waitFor();

      await p.goto(`${journey.server.url}/notifications`);
      await p.getByText("Ananya Das called you").first().waitFor();

      for (const [name, session] of Object.entries({ ananya, priya }))
        expect({ name, errors: session.errors }).toEqual({ name, errors: [] });
    } finally {
      await ananya.close();
      await priya.close();
    }
  });
});
