import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "./markdown";

describe("help article Markdown", () => {
  it("reads headings, paragraphs and both kinds of list", () => {
    const blocks = parseMarkdown(
      "# Returns\n\nAsk within\n30 days.\n\n- Open the order\n- Choose *Request a return*\n\n1. One\n2. Two",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "list"]);
    expect(blocks[1]).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "Ask within 30 days." }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: "Open the order" }], expect.any(Array)],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it("reads bold, italic, code and links", () => {
    expect(
      parseInline("**Free** shipping over `₹999`, see [returns](/support/kb/returns-and-refunds)."),
    ).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "Free" }] },
      { kind: "text", text: " shipping over " },
      { kind: "code", text: "₹999" },
      { kind: "text", text: ", see " },
      {
        kind: "link",
        href: "/support/kb/returns-and-refunds",
        internal: true,
        children: [{ kind: "text", text: "returns" }],
      },
      { kind: "text", text: "." },
    ]);
  });

  it("never makes a link of a script, data or protocol-relative address; HTML stays text", () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "//evil.example", "vbscript:x"])
      expect(safeHref(bad)).toBeNull();
    expect(parseInline("[click](javascript:alert(1))")).toEqual([
      { kind: "text", text: "[click](javascript:alert(1))" },
    ]);
    expect(parseMarkdown("<script>alert(1)</script>")).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "<script>alert(1)</script>" }] },
    ]);
    expect(safeHref("https://razorpay.com/docs")).toEqual({
      href: "https://razorpay.com/docs",
      internal: false,
    });
  });
});
