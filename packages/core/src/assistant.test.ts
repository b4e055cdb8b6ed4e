import { describe, expect, it } from "vitest";
import {
  AssistantMessages,
  answerSentences,
  audienceOfRole,
  contextOf,
  findOrderNumber,
  orderNumberReply,
  productTerms,
  quickTopics,
  retrievalText,
  returnDeadline,
  returnWindowSentence,
} from "./assistant";
import { OrderRules } from "./orders";

describe("the support assistant's rules", () => {
  it("shows each audience its first three topics of six", () => {
    expect(quickTopics("customer").map((t) => t.id)).toEqual([
      "order_status",
      "return_refund",
      "payment_help",
    ]);
    expect(quickTopics("vendor").map((t) => t.id)).toEqual([
      "listing_help",
      "sales_analytics",
      "payment_issues",
    ]);
    expect(quickTopics("admin").map((t) => t.id)).toEqual(["user_management", "system_status", "analytics"]);
  });

  it("speaks to admins, vendors and everyone else as customers", () => {
    expect(audienceOfRole("admin")).toBe("admin");
    expect(audienceOfRole("A")).toBe("admin");
    expect(audienceOfRole("V")).toBe("vendor");
    expect(audienceOfRole("user")).toBe("customer");
    expect(audienceOfRole(null)).toBe("customer");
  });

  it("finds an order number however she types it", () => {
    expect(findOrderNumber("where is sah-2026-000123 please")).toBe("SAH-2026-000123");
    expect(findOrderNumber("SAH 2026 000123")).toBe("SAH-2026-000123");
    expect(findOrderNumber("my order from monday")).toBeNull();
  });

  it("refuses an order number under 3 characters with the spec's words", () => {
    expect(orderNumberReply(" 12 ")).toEqual({ ok: false, message: AssistantMessages.invalidOrderNumber });
    expect(orderNumberReply("abc")).toEqual({ ok: true, orderNumber: "ABC" });
    expect(orderNumberReply("sah-2026-000007")).toEqual({ ok: true, orderNumber: "SAH-2026-000007" });
  });

  it("quotes the return window from the orders' rule", () => {
    expect(returnWindowSentence()).toContain(`${OrderRules.returnWindowDays} days of delivery`);
    expect(returnDeadline("2026-01-01T00:00:00Z")?.toISOString()).toBe("2026-01-31T00:00:00.000Z");
    expect(returnDeadline(null)).toBeNull();
  });

  it("keeps the last 5 messages as context", () => {
    expect(contextOf([1, 2, 3, 4, 5, 6, 7])).toEqual([3, 4, 5, 6, 7]);
  });

  it("reads the thing she wants to buy out of her question", () => {
    expect(productTerms("Where can I buy a silk saree?")).toBe("silk saree");
  });

  it("maps everyday words to the articles' vocabulary and drops generic ones", () => {
    expect(retrievalText("How do I return a saree I bought?")).not.toContain("bought");
    expect(retrievalText("I forgot my password")).toContain("sign in code");
  });

  it("picks the sentences that answer the question", () => {
    const content = "Shops send parcels. Shipping is ₹50 per shop. Reviews open after delivery.";
    expect(answerSentences(content, "how much is shipping", 1)).toEqual(["Shipping is ₹50 per shop."]);
  });
});
