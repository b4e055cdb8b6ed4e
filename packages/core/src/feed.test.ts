import { describe, expect, it } from "vitest";
import {
  engagementRate,
  extractEntities,
  FeedLimits,
  formatCount,
  hasTooManyMentions,
  reactionChange,
  splitPostText,
  timeAgo,
} from "./feed";

describe("reactionChange", () => {
  it("adds, changes and removes by the spec's toggle rule", () => {
    expect(reactionChange(null, "like")).toEqual({ action: "add", next: "like" });
    expect(reactionChange("like", "like")).toEqual({ action: "remove", next: null });
    expect(reactionChange("like", "love")).toEqual({ action: "change", next: "love" });
  });
});

describe("extractEntities", () => {
  it("finds hashtags, mentions and links once each, in order", () => {
    const text =
      "Loved #Handloom week with @priya_mehta! #handloom #मेला see https://saheli.in/shops. Mail a@b.in";
    expect(extractEntities(text)).toEqual({
      hashtags: ["handloom", "मेला"],
      mentions: ["priya_mehta"],
      urls: ["https://saheli.in/shops"],
    });
  });

  it("keeps the first 20 distinct mentions and leaves the rest as text", () => {
    const names = Array.from({ length: 25 }, (_, n) => `maker_${n}`);
    const text = `@maker_0 again ${names.map((name) => `@${name}`).join(" ")}`;
    expect(extractEntities(text).mentions).toEqual(names.slice(0, FeedLimits.mentionsMax));
    expect(FeedLimits.mentionsMax).toBe(20);
    expect(hasTooManyMentions(text)).toBe(true);
    expect(
      hasTooManyMentions(
        names
          .slice(0, 20)
          .map((name) => `@${name}`)
          .join(" "),
      ),
    ).toBe(false);
  });

  it("ignores an e-mail address and a hash inside a word", () => {
    expect(extractEntities("write to me@saheli.in about C#sharp")).toEqual({
      hashtags: [],
      mentions: [],
      urls: [],
    });
  });
});

describe("splitPostText", () => {
  it("returns text runs and link parts that rebuild the original", () => {
    const text = "Hi @ananya_das, see <b>https://x.in/a?b=1</b> #Silk";
    const parts = splitPostText(text);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.filter((p) => p.kind !== "text")).toEqual([
      { kind: "mention", text: "@ananya_das", username: "ananya_das" },
      { kind: "url", text: "https://x.in/a?b=1", href: "https://x.in/a?b=1" },
      { kind: "hashtag", text: "#Silk", tag: "silk" },
    ]);
  });
});

describe("timeAgo and formatCount", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("speaks in now, m, h, d, w, mo and y", () => {
    expect(timeAgo(ago(30_000), now)).toBe("now");
    expect(timeAgo(ago(5 * 60_000), now)).toBe("5m");
    expect(timeAgo(ago(3 * 3_600_000), now)).toBe("3h");
    expect(timeAgo(ago(2 * 86_400_000), now)).toBe("2d");
    expect(timeAgo(ago(15 * 86_400_000), now)).toBe("2w");
    expect(timeAgo(ago(90 * 86_400_000), now)).toBe("3mo");
    expect(timeAgo(ago(800 * 86_400_000), now)).toBe("2y");
  });

  it("shortens counts with K and M", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1200)).toBe("1.2K");
    expect(formatCount(15_000)).toBe("15K");
    expect(formatCount(3_400_000)).toBe("3.4M");
    expect(formatCount(-2)).toBe("0");
  });

  it("computes the engagement rate", () => {
    expect(engagementRate(8, 2, 200)).toBe(5);
    expect(engagementRate(1, 0, 0)).toBe(0);
  });
});
