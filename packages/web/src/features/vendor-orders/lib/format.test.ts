import { describe, expect, it } from "vitest";
import { actorLabel, formatDay, itemsLabel, paymentLabel } from "./format";

describe("how the vendor's order lists read", () => {
  it("says COD or Paid, and where the money went", () => {
    expect(paymentLabel({ payment_method: "cod", payment_status: "cod" })).toBe("COD");
    expect(paymentLabel({ payment_method: "cod", payment_status: "collected" })).toBe("COD · collected");
    expect(paymentLabel({ payment_method: "razorpay", payment_status: "paid" })).toBe("Paid");
    expect(paymentLabel({ payment_method: "razorpay", payment_status: "awaiting" })).toBe("Awaiting payment");
    expect(paymentLabel({ payment_method: "razorpay", payment_status: "refunded" })).toBe("Refunded");
    expect(paymentLabel({ payment_method: "cod", payment_status: "void" })).toBe("Not charged");
  });

  it("names the first item and how many more", () => {
    const saree = { title: "Banarasi silk saree", image_url: null };
    expect(itemsLabel({ first_item: saree, item_count: 1 })).toBe("Banarasi silk saree");
    expect(itemsLabel({ first_item: saree, item_count: 3 })).toBe("Banarasi silk saree + 2 more");
    expect(itemsLabel({ first_item: null, item_count: 2 })).toBe("2 items");
  });

  it("dates in Indian English, and who moved it as she sees it", () => {
    expect(formatDay("2026-03-05T10:00:00Z")).toBe("5 Mar 2026");
    expect(formatDay("not a date")).toBe("");
    expect(actorLabel("vendor")).toBe("You");
    expect(actorLabel("buyer")).toBe("Buyer");
    expect(actorLabel("system")).toBe("Saheli");
  });
});
