import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "./markdown.js";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs and lists", () => {
    const blocks = parseMarkdown(
      "# What we collect\n\nYour e-mail\nand phone.\n\n- one\n- two\n  more\n\n1. first\n2. second",
    );
    expect(blocks).toEqual([
      {
        type: "heading",
        level: 2,
        id: "what-we-collect",
        children: [{ type: "text", text: "What we collect" }],
      },
      { type: "paragraph", children: [{ type: "text", text: "Your e-mail and phone." }] },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two more" }]],
      },
      {
        type: "list",
        ordered: true,
        items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]],
      },
    ]);
  });

  it("keeps HTML as plain text", () => {
    const [block] = parseMarkdown('<script>alert("x")</script> <b>hi</b>');
    expect(block).toEqual({
      type: "paragraph",
      children: [{ type: "text", text: '<script>alert("x")</script> <b>hi</b>' }],
    });
  });

  it("reads a block quote", () => {
    expect(parseMarkdown("> Note this\n> too")).toEqual([
      { type: "quote", children: [{ type: "text", text: "Note this too" }] },
    ]);
  });
});

describe("parseInline", () => {
  it("reads bold, italics and links", () => {
    expect(parseInline("see **the [privacy policy](/privacy)** _now_")).toEqual([
      { type: "text", text: "see " },
      {
        type: "strong",
        children: [
          { type: "text", text: "the " },
          { type: "link", href: "/privacy", children: [{ type: "text", text: "privacy policy" }] },
        ],
      },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "now" }] },
    ]);
  });

  it("drops links that are not http(s), mail, phone or Saheli's own, keeping their words", () => {
    expect(parseInline("[click](javascript:alert)")).toEqual([{ type: "text", text: "click" }]);
    expect(parseInline("[x](//evil.example)")).toEqual([{ type: "text", text: "x" }]);
  });

  it("leaves snake_case words alone", () => {
    expect(parseInline("push_analytics table")).toEqual([{ type: "text", text: "push_analytics table" }]);
  });
});

describe("safeHref", () => {
  it("allows own paths, http(s), mailto and tel", () => {
    expect(safeHref("/terms")).toBe("/terms");
    expect(safeHref("https://example.com")).toBe("https://example.com");
    expect(safeHref("mailto:a@b.in")).toBe("mailto:a@b.in");
    expect(safeHref("tel:+91")).toBe("tel:+91");
    expect(safeHref("data:text/html,x")).toBeNull();
  });
});
