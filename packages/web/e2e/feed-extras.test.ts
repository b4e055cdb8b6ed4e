import { RateLimits } from "@saheli/core/limits";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

const waitOutPostLimit = (page: Page) => page.waitForTimeout(RateLimits.post.seconds * 1000);

/** A call from the signed-in page, as the app makes it (same origin, her cookies). */
const apiCall = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;

describe("feed extras: editing with history, who reacted, poll voters, draft kinds, voice notes", () => {
  it("edits her achievement post, shows it edited with its history, and who reacted", async () => {
    const author = await openPage(journey.browser, "desktop");
    const fan = await openPage(journey.browser, "mobile");
    try {
      const page = author.page;
      await signInAt(page, "/community", "member@saheli.test");
      await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer.getByText(/Best times to post|Good time to post/).waitFor();
      await composer.getByText("Achievement").click();
      await composer
        .getByLabel("What do you want to talk about?")
        .fill("Our ikat stall sold out at the Dilli Haat mela");
      await composer
        .getByLabel("Add photos or videos")
        .setInputFiles({ name: "stall.png", mimeType: "image/png", buffer: makePng(320) });
      await page.getByText("1 file(s) uploaded successfully").waitFor();
      await settled(composer);
      await screenshot(page, "feed-extras-composer-desktop");
      await composer.getByText(/Best times to post|Good time to post/).scrollIntoViewIfNeeded();
      await screenshot(page, "feed-extras-composer-hint-desktop");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();

      const post = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
      await post.getByText("Our ikat stall sold out").waitFor();
      await post.getByText("Achievement").waitFor();

      // She edits the text and takes the photo off.
      await post.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Edit post" }).click();
      const editor = page.getByRole("dialog", { name: "Edit post" });
      await editor.getByLabel("Post text").fill("Our ikat stall sold out on day one at the Dilli Haat mela!");
      await editor.getByRole("button", { name: "Remove photo 1" }).click();
      await settled(editor);
      await screenshot(page, "feed-extras-edit-desktop");
      await editor.getByRole("button", { name: "Save" }).click();
      await page.getByText("Post updated").waitFor();
      await post.getByText("sold out on day one").waitFor();
      expect(await post.locator("img[src^='/media/post-media/']").count()).toBe(0);

      // "edited" opens her history: the original text (with its photo) is there.
      await post.getByRole("button", { name: "edited" }).click();
      const history = page.getByRole("dialog", { name: "Edit history" });
      await history.getByText("Our ikat stall sold out at the Dilli Haat mela").waitFor();
      await history.getByText(/^Original · posted/).waitFor();
      expect(await history.locator("img[src^='/media/post-media/']").count()).toBe(1);
      await settled(history);
      await screenshot(page, "feed-extras-history-desktop");
      await page.keyboard.press("Escape");

      // Another member reacts on her phone; she sees who reacted, by type.
      const feed = await apiCall<{ items: { id: string }[] }>(page, "GET", "/api/feed");
      const id = feed.items[0]?.id;
      await signInAt(fan.page, `/community/post/${id}`, "member2@saheli.test");
      const seen = fan.page.getByRole("article").first();
      await seen.getByText("sold out on day one").waitFor();
      // Others see the mark but not the history.
      await seen.getByText("edited").waitFor();
      expect(await seen.getByRole("button", { name: "edited" }).count()).toBe(0);
      await seen.getByRole("button", { name: "Choose a reaction" }).click();
      await fan.page.getByRole("button", { name: "Celebrate" }).click();
      const summary = seen.getByRole("button", { name: /1 reaction: see who reacted/ });
      await summary.waitFor();
      await fan.page.keyboard.press("Escape");
      // The row of reactions closes; her reaction stays on the card's button.
      await expect.poll(() => fan.page.getByRole("button", { name: "Celebrate" }).count()).toBe(1);
      await screenshot(fan.page, "feed-extras-post-mobile");
      await summary.click();
      const fanReactions = fan.page.getByRole("dialog", { name: "Reactions" });
      await fanReactions.getByText("Priyanka Sharma").waitFor();
      await settled(fanReactions);
      await screenshot(fan.page, "feed-extras-reactions-mobile");

      await page.reload();
      const mine = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
      await mine.getByRole("button", { name: /1 reaction: see who reacted/ }).click();
      const reactions = page.getByRole("dialog", { name: "Reactions" });
      await reactions.getByRole("tab", { name: /Celebrate/ }).click();
      await reactions
        .getByRole("list", { name: "People who reacted" })
        .getByText("Priyanka Sharma")
        .waitFor();
      await reactions.getByRole("img", { name: "Celebrate" }).waitFor();
      await settled(reactions);
      await screenshot(page, "feed-extras-reactions-desktop");
      await page.keyboard.press("Escape");

      // A poll of hers: everyone who voted, for the poll's author.
      await waitOutPostLimit(page);
      const poll = await apiCall<{ poll: { id: string; options: { id: string }[] } }>(
        page,
        "POST",
        "/api/posts",
        {
          post_type: "poll",
          poll: { question: "Which motif next?", options: ["Paisley", "Elephant"], duration_days: 1 },
        },
      );
      await apiCall(fan.page, "POST", `/api/polls/${poll.poll.id}/votes`, {
        option_ids: [poll.poll.options[1]?.id],
      });
      await page.reload();
      const pollCard = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
      await pollCard.getByText("Which motif next?").waitFor();
      await pollCard.getByRole("button", { name: "1 vote" }).click();
      const voters = page.getByRole("dialog", { name: "Who voted" });
      await voters.getByText("Voted Elephant").waitFor();
      expect(author.errors).toEqual([]);
      expect(fan.errors).toEqual([]);
    } finally {
      await author.close();
      await fan.close();
    }
  });

  it("records a voice note in chat with the microphone and plays it in the conversation", async () => {
    const sender = await openPage(journey.browser, "desktop");
    const listener = await openPage(journey.browser, "mobile");
    try {
      const page = sender.page;
      await signInAt(page, "/", "member@saheli.test");
      await page.goto(`${journey.server.url}/profile/priyanka_sharma`);
      await page.locator("#main-content").getByRole("button", { name: "Message" }).click();
      await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      await page.getByRole("heading", { name: "Priyanka Sharma" }).waitFor();

      await page.getByRole("button", { name: "Record a voice note" }).click();
      await page
        .getByRole("timer")
        .getByText(/Recording 0:0[1-9]/)
        .waitFor();
      await screenshot(page, "feed-extras-voice-recording-desktop");
      await page.getByRole("button", { name: "Stop recording" }).click();
      await page.getByLabel("Your voice note").waitFor();
      await page.getByRole("button", { name: "Send voice note" }).click();
      const note = page.getByRole("list", { name: "Messages" }).getByLabel("Voice note").last();
      await note.waitFor();
      // The note is a real, playable recording: its length is known once its metadata loads.
      await expect
        .poll(() => note.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.getByRole("button", { name: "Record a voice note" }).waitFor();
      await screenshot(page, "feed-extras-voice-sent-desktop");

      await signInAt(listener.page, "/chat", "member2@saheli.test");
      await listener.page.getByRole("link", { name: /Ananya/ }).click();
      await listener.page.getByRole("list", { name: "Messages" }).getByLabel("Voice note").last().waitFor();
      await screenshot(listener.page, "feed-extras-voice-mobile");
      expect(sender.errors).toEqual([]);
      expect(listener.errors).toEqual([]);
    } finally {
      await sender.close();
      await listener.close();
    }
  });
});
