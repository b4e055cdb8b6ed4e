import { RateLimits } from "@saheli/core/limits";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeySetup, openPage, screenshot } from "./harness.js";
import { makePng } from "./images.js";
import { settled, signInAt as signInAtPath } from "./sign-in.js";

const journey = journeySetup();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type FeedPage = {
  items: { content: string; is_owner: boolean; is_repost: boolean; event: unknown; poll: unknown }[];
};

/** The opening words of two plain posts by others on the first page of her feed, as the page shows it. */
async function othersFirstPagePosts(page: Page): Promise<[string, string]> {
  const feed = (await (await page.request.get(`${journey.server.url}/api/feed`)).json()) as FeedPage;
  const plain = feed.items.filter((p) => !p.is_owner && !p.is_repost && !p.event && !p.poll && p.content);
  const [first, second] = plain.map((p) =>
    p.content
      .split(/[.!?\n#@]/)[0]!
      .trim()
      .slice(0, 40),
  );
  if (!first || !second) throw new Error("Her feed's first page has fewer than two plain posts by others");
  return [first, second];
}

const signInAt = (page: Page, path: string, email: string) =>
  signInAtPath(page, journey.server.url, path, email);

/** A member may post once in 5 seconds (core's rate limits): a second post waits as she would. */
const waitOutPostLimit = (page: Page) => page.waitForTimeout(RateLimits.post.seconds * 1000);

const firstPost = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("article").first();

describe("the community feed", () => {
  it("publishes a post with a hashtag and a mention, then reacts, comments and replies", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, "/community", "member@saheli.test");
      await page.getByRole("heading", { name: "Community", level: 1 }).waitFor();
      await firstPost(page).waitFor();
      await screenshot(page, "feed-desktop");

      await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      const text = composer.getByLabel("What do you want to talk about?");
      await text.fill("Our first #IkatWeek stall was a hit, thank you @priya");
      await composer
        .getByRole("list", { name: "People to mention" })
        .getByRole("button", { name: /Priya Mehta/ })
        .click();
      await text.pressSequentially("for the tips! https://saheli.in");
      expect(await text.inputValue()).toBe(
        "Our first #IkatWeek stall was a hit, thank you @priya_mehta for the tips! https://saheli.in",
      );
      await composer
        .getByLabel("Add photos or videos")
        .setInputFiles({ name: "stall.png", mimeType: "image/png", buffer: makePng(320) });
      await page.getByText("1 file(s) uploaded successfully").waitFor();
      await settled(composer);
      await screenshot(page, "feed-composer-desktop");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Post published!").waitFor();

      const post = firstPost(page);
      await post.getByText("Our first").waitFor();
      expect(await post.locator("img[src^='/media/post-media/']").count()).toBe(1);
      expect(await post.getByRole("link", { name: "@priya_mehta" }).getAttribute("href")).toBe(
        "/profile/priya_mehta",
      );
      expect(await post.getByRole("link", { name: "https://saheli.in" }).getAttribute("rel")).toContain(
        "noopener",
      );

      await post.getByRole("button", { name: "Like" }).click();
      await post.getByText("1 reaction", { exact: true }).waitFor();
      await post.getByRole("button", { name: "Comment" }).click();
      await post.getByLabel("Add a comment…").fill("Proud of this stall!");
      await post.getByRole("button", { name: "Post", exact: true }).click();
      await post.getByText("Proud of this stall!").waitFor();
      await post.getByRole("button", { name: "Reply" }).first().click();
      await post.getByLabel(/Reply to/).fill("See you next week.");
      await post.getByRole("button", { name: "Post", exact: true }).last().click();
      await post.getByText("See you next week.").waitFor();
      await post.getByText("2 comments").waitFor();
      await screenshot(page, "feed-comments-desktop");

      await post.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Edit post" }).click();
      const editor = page.getByRole("dialog", { name: "Edit post" });
      await editor.getByLabel("Post text").fill("Our second #IkatWeek stall is booked!");
      await editor.getByRole("button", { name: "Save" }).click();
      await page.getByText("Post updated").waitFor();
      await post.getByText("Our second").waitFor();
      await post.getByText("#IkatWeek", { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("creates a poll on a phone that another member votes in", async () => {
    const author = await openPage(journey.browser, "mobile");
    const voter = await openPage(journey.browser, "desktop");
    try {
      const page = author.page;
      await signInAt(page, "/community", "vendor@saheli.test");
      await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer.getByRole("button", { name: "Add a poll" }).click();
      await composer.getByLabel("Question").fill("Which saree colour should I weave next?");
      await composer.getByLabel("Option 1", { exact: true }).fill("Indigo");
      await composer.getByLabel("Option 2", { exact: true }).fill("Marigold");
      await composer.getByRole("button", { name: "Add option" }).click();
      await composer.getByLabel("Option 3", { exact: true }).fill("Rani pink");
      await settled(composer);
      await screenshot(page, "feed-composer-poll-mobile");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Poll published!").waitFor();
      await firstPost(page).getByText("Which saree colour should I weave next?").waitFor();
      await screenshot(page, "feed-mobile");

      await signInAt(voter.page, "/community", "member2@saheli.test");
      const poll = firstPost(voter.page);
      await poll.getByRole("button", { name: "Marigold" }).click();
      await poll.getByText("100%").waitFor();
      await poll.getByText("1 vote").waitFor();

      await page.reload();
      await firstPost(page).getByRole("button", { name: "1 vote" }).click();
      const voters = page.getByRole("dialog", { name: "Who voted" });
      await voters.getByText("Priyanka Sharma").waitFor();
      await voters.getByText("Voted Marigold").waitFor();
      await voters.getByRole("tab", { name: /Indigo/ }).click();
      await voters.getByText("No votes here yet.").waitFor();
      await screenshot(page, "feed-poll-voters-mobile");
      expect(author.errors).toEqual([]);
      expect(voter.errors).toEqual([]);
    } finally {
      await author.close();
      await voter.close();
    }
  });

  it("reposts with a comment, hides a post and undoes it, and keeps a saved post", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, "/community", "member2@saheli.test");
      const posts = page.getByRole("list", { name: "Posts" });
      // Two others' posts of her feed's first page, whatever the demo data holds: one to repost, one to hide.
      const [repostText, hideText] = await othersFirstPagePosts(page);
      const target = posts.getByRole("article").filter({ hasText: repostText });
      // The first page settles (its pictures and words arrive) before a menu opens over it.
      await page.waitForLoadState("networkidle");
      await target.scrollIntoViewIfNeeded();
      await settled(page.getByRole("main"));
      await target.getByRole("button", { name: "Repost" }).click();
      await page.getByRole("menuitem", { name: "Repost with your thoughts" }).click();
      const thoughts = page.getByRole("dialog", { name: "Repost with your thoughts" });
      await thoughts.getByRole("button", { name: "Repost" }).click();
      await page.getByText("Please add your thoughts").waitFor();
      await thoughts.getByLabel("Your thoughts").fill("This is how small brands grow!");
      await thoughts.getByRole("button", { name: "Repost" }).click();
      const repost = firstPost(page);
      await repost.getByText("This is how small brands grow!").waitFor();
      await repost.getByRole("link", { name: new RegExp(escapeRegExp(repostText)) }).waitFor();
      await screenshot(page, "feed-repost-desktop");

      const other = posts.getByRole("article").filter({ hasText: hideText });
      await other.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Hide this post" }).click();
      const hidden = page.getByText("Post hidden. You won't see it in your feed.");
      await hidden.waitFor();
      await page.getByRole("button", { name: "Undo" }).click();
      await other.waitFor();

      await other.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Save", exact: true }).click();
      await page.getByText("Saved to your items").waitFor();
      // Saved Items (/saved) lists her saved posts with everything else she saved.
      await page.getByRole("link", { name: "Saved" }).click();
      await page.getByRole("heading", { name: "All saved", level: 1 }).waitFor();
      await page.getByTestId("saved-item").getByText(hideText).waitFor();

      // A post scheduled for tomorrow waits in her list until she cancels it.
      await waitOutPostLimit(page);
      await page.goBack();
      await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer.getByLabel("What do you want to talk about?").fill("Block printing class on Sunday!");
      await composer.getByRole("button", { name: "Schedule" }).click();
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA");
      await composer.getByLabel("Date").fill(tomorrow);
      await composer.getByLabel("Time").fill("09:30");
      await composer.getByRole("button", { name: "Next" }).click();
      await composer.getByText(/Scheduled for/).waitFor();
      await composer.getByRole("button", { name: "Schedule", exact: true }).last().click();
      const waiting = page.getByRole("region", { name: "Scheduled posts" });
      await waiting.getByText("Block printing class on Sunday!").waitFor();
      expect(await firstPost(page).getByText("Block printing class on Sunday!").count()).toBe(0);
      await waiting.getByRole("button", { name: "Cancel" }).click();
      await waiting.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("creates an event through the two-step dialog, which another member attends", async () => {
    const organiser = await openPage(journey.browser, "desktop");
    const guest = await openPage(journey.browser, "mobile");
    try {
      const page = organiser.page;
      await signInAt(page, "/community", "vendor@saheli.test");
      await page.getByRole("button", { name: "Event" }).click();
      const dialog = page.getByRole("dialog", { name: "Create an event" });
      await dialog.getByRole("button", { name: "Next" }).click();
      await page.getByText("Event name, format, date and time are required.").waitFor();
      await dialog.getByLabel("Event name *").fill("Pricing your handloom sarees");
      await dialog.getByRole("combobox", { name: "Format *" }).click();
      await page.getByRole("option", { name: "Workshop" }).click();
      const soon = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString("en-CA");
      await dialog.getByLabel("Start date *").fill(soon);
      await dialog.getByLabel("Start time *").fill("18:30");
      await dialog
        .getByLabel("Cover image file")
        .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
      await page.getByText("Please select an image file").waitFor();
      await dialog
        .getByLabel("Cover image file")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: makePng(480) });
      await dialog.getByRole("img", { name: "Event cover" }).waitFor();
      await settled(dialog);
      await screenshot(page, "feed-event-step1-desktop");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByLabel("Maximum attendees").fill("25");
      await dialog.getByRole("button", { name: "Create event" }).click();
      await page.getByText("Event created!").waitFor();
      const card = firstPost(page);
      await card.getByRole("link", { name: "Pricing your handloom sarees" }).waitFor();
      await card.getByText("Online Event").waitFor();
      expect(await card.locator("img[src*='/media/post-media/']").count()).toBeGreaterThan(0);

      await signInAt(guest.page, "/community", "member@saheli.test");
      const seen = firstPost(guest.page);
      await seen.getByRole("button", { name: "Attend" }).click();
      await seen.getByText("1 going").waitFor();
      await seen.getByRole("link", { name: "Pricing your handloom sarees" }).click();
      await guest.page.getByRole("heading", { name: "About" }).waitFor();
      await guest.page.getByText("Join us for this workshop event").waitFor();
      await screenshot(guest.page, "feed-event-page-mobile");

      await guest.page.goBack();
      await guest.page.getByRole("button", { name: "Start a post" }).click();
      const composer = guest.page.getByRole("dialog", { name: "Create a post" });
      await composer.getByRole("button", { name: "Add an event" }).click();
      const post = composer.getByRole("button", { name: "Post", exact: true });
      expect(await post.isDisabled()).toBe(true);
      await composer.getByLabel("Event title").fill("Indigo dyeing circle");
      await composer.getByLabel("Date").fill(soon);
      await composer.getByLabel(/^Time/).fill("10:00");
      await composer.getByLabel("Location (leave empty for online)").fill("Sanganer, Jaipur");
      await composer.getByLabel("Description").fill("Bring a cotton dupatta.");
      const preview = composer.getByRole("region", { name: "Event preview" });
      await preview.getByText("Indigo dyeing circle").waitFor();
      await preview.getByText("Sanganer, Jaipur").waitFor();
      await settled(composer);
      await screenshot(guest.page, "feed-composer-inline-event-mobile");
      await post.click();
      await guest.page.getByText("Event created!").waitFor();
      const inline = firstPost(guest.page);
      await inline.getByRole("link", { name: "Indigo dyeing circle" }).waitFor();
      await inline.getByText("Sanganer, Jaipur").waitFor();
      expect(organiser.errors).toEqual([]);
      expect(guest.errors).toEqual([]);
    } finally {
      await organiser.close();
      await guest.close();
    }
  });

  it("creates a group, posts in it, and another member finds the post in the group's feed", async () => {
    const founder = await openPage(journey.browser, "mobile");
    const member = await openPage(journey.browser, "desktop");
    try {
      const page = founder.page;
      await signInAt(page, "/community", "member@saheli.test");
      await page.getByRole("link", { name: "Groups" }).click();
      await page.getByRole("button", { name: "Create group" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a group" });
      await dialog.getByLabel("Group name").fill("Odisha Ikat Weavers");
      await dialog.getByLabel("What is it for?").fill("Sharing looms, yarn suppliers and fair prices.");
      await dialog.getByRole("button", { name: "Create group" }).click();
      await page.getByRole("heading", { name: "Odisha Ikat Weavers", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Post in group" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer.getByText("Anyone + Group").waitFor();
      await composer.getByLabel("What do you want to talk about?").fill("Who has a spare warping frame?");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Your post has been shared in Odisha Ikat Weavers").waitFor();
      await firstPost(page).getByText("Who has a spare warping frame?").waitFor();
      await screenshot(page, "feed-group-mobile");

      await signInAt(member.page, "/community/groups/odisha-ikat-weavers", "member2@saheli.test");
      await member.page.getByRole("button", { name: "Join group" }).click();
      await member.page.getByText("2 members").waitFor();
      await firstPost(member.page).getByRole("link", { name: "Odisha Ikat Weavers" }).waitFor();
      expect(founder.errors).toEqual([]);
      expect(member.errors).toEqual([]);
    } finally {
      await founder.close();
      await member.close();
    }
  });

  it("shows a member's posts on her profile, and asks a visitor to sign in to see a post", async () => {
    const member = await openPage(journey.browser, "mobile");
    const visitor = await openPage(journey.browser, "desktop");
    try {
      await signInAt(member.page, "/", "member2@saheli.test");
      await member.page.goto(`${journey.server.url}/profile/shalini_gupta`);
      await member.page.getByRole("tab", { name: "Posts" }).click();
      const post = member.page
        .getByRole("list", { name: "Posts" })
        .getByRole("article")
        .filter({ hasText: "300 orders of millet cookies" });
      await post.waitFor();
      await screenshot(member.page, "feed-profile-posts-mobile");
      const href = await post
        .getByRole("link", { name: /\d+[mhdwy]|now|mo/ })
        .first()
        .getAttribute("href");

      // The community is for members (doc 2 route guard): a visitor following the link is asked to sign in.
      await visitor.page.goto(`${journey.server.url}${href}`);
      await visitor.page.getByRole("dialog", { name: /saheli|check your/i }).waitFor();
      expect(member.errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await member.close();
      await visitor.close();
    }
  });

  it("celebrates with a template and publishes an article with a title", async () => {
    const { page, errors, close } = await openPage(journey.browser, "desktop");
    try {
      await signInAt(page, "/community", "member2@saheli.test");
      await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: "Create a post" });
      await composer.getByRole("button", { name: "Celebrate" }).click();
      await page.getByRole("button", { name: "New Job" }).click();
      await composer.getByRole("img", { name: "New Job" }).waitFor();
      expect(await composer.getByLabel("What do you want to talk about?").inputValue()).toContain(
        "starting a new role",
      );
      await settled(composer);
      await screenshot(page, "feed-celebration-desktop");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      const celebration = firstPost(page);
      await celebration.getByText("starting a new role").waitFor();
      expect(await celebration.locator("img[src='/celebrations/new-job.svg']").count()).toBe(1);

      await waitOutPostLimit(page);
      await page.getByRole("button", { name: "Start a post" }).click();
      await composer.getByRole("button", { name: "Article" }).click();
      await composer.getByLabel("Article title").fill("Five lessons from my first craft fair");
      await composer.getByLabel("What do you want to talk about?").fill("1. Bring change. 2. Price clearly.");
      await composer.getByRole("button", { name: "Post", exact: true }).click();
      await firstPost(page).getByRole("heading", { name: "Five lessons from my first craft fair" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
