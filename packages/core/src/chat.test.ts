import { describe, expect, it } from "vitest";
import {
  chatKindOf,
  conversationType,
  directKey,
  isSendable,
  lastSeenText,
  messagePreview,
  presenceOf,
  typingText,
} from "./chat";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("chat rules", () => {
  it("makes a group above two people", () => {
    expect(conversationType(2)).toBe("direct");
    expect(conversationType(3)).toBe("group");
  });

  it("needs text or an attachment", () => {
    expect(isSendable("  ", 0)).toBe(false);
    expect(isSendable(null, 0)).toBe(false);
    expect(isSendable("", 1)).toBe(true);
    expect(isSendable(" hi ", 0)).toBe(true);
  });

  it("says who is typing: one, two or N", () => {
    expect(typingText([])).toBeNull();
    expect(typingText(["Priya"])).toBe("Priya is typing");
    expect(typingText(["Priya", "Asha"])).toBe("Priya and Asha are typing");
    expect(typingText(["Priya", "Asha", "Meera"])).toBe("3 people are typing");
  });

  it("places presence at 5 and 60 minutes", () => {
    expect(presenceOf(ago(4 * 60_000), now)).toBe("online");
    expect(presenceOf(ago(5 * 60_000), now)).toBe("recently_online");
    expect(presenceOf(ago(59 * 60_000), now)).toBe("recently_online");
    expect(presenceOf(ago(60 * 60_000), now)).toBe("offline");
    expect(presenceOf(null, now)).toBe("offline");
  });

  it("writes last-seen text", () => {
    expect(lastSeenText(ago(20_000), now)).toBe("Just now");
    expect(lastSeenText(ago(60_000), now)).toBe("1 minute ago");
    expect(lastSeenText(ago(12 * 60_000), now)).toBe("12 minutes ago");
    expect(lastSeenText(ago(3 * 3_600_000), now)).toBe("3 hours ago");
    expect(lastSeenText(ago(30 * 3_600_000), now)).toMatch(/23 Nov 2026/);
  });

  it("keys a direct conversation the same from both sides", () => {
    expect(directKey("b", "a")).toBe(directKey("a", "b"));
  });

  it("previews text or attachments", () => {
    expect(messagePreview("hello", [])).toBe("hello");
    expect(messagePreview("", ["image"])).toBe("📷 Photo");
    expect(messagePreview(null, ["application"])).toBe("📎 Document");
    expect(messagePreview("x".repeat(100), [])).toHaveLength(80);
    expect(messagePreview("hi", [], true)).toBe("Message deleted");
    expect(chatKindOf("audio/ogg")).toBe("audio");
    expect(chatKindOf("application/pdf")).toBe("document");
  });
});
