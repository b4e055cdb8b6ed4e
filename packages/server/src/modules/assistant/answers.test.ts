import type { Order } from "@saheli/core/contracts/orders";
import { describe, expect, it } from "vitest";
import { articleAnswer, citable, orderAnswer } from "./answers.js";

const order = (over: Partial<Order> = {}): Order =>
  ({
    order_number: "SAH-2026-000042",
    viewer: "buyer",
    order_status: "delivered",
    payment_method: "razorpay",
    payment_status: "paid",
    subtotal: 1500,
    shipping: 0,
    total_amount: 1500,
    currency: "INR",
    created_at: "2026-03-01T06:00:00Z",
    confirmed_at: "2026-03-01T07:00:00Z",
    shipped_at: "2026-03-02T07:00:00Z",
    delivered_at: "2026-03-04T07:00:00Z",
    cancelled_at: null,
    shop: { id: "s", name: "Priya's Looms", slug: "priyas-looms", owner_id: "o" },
    buyer: { id: "b", name: "Asha Rao", username: "asha" },
    carrier: "Delhivery",
    awb: "1234567890",
    tracking_url: "https://www.delhivery.com/track/package/1234567890",
    next_moves: ["return_requested"],
    ...over,
  }) as Order;

describe("the assistant's order answers", () => {
  it("tells the buyer the status, the courier and until when she can return it, linking the real form", () => {
    const { response, actions } = orderAnswer(order(), true, new Date("2026-03-10T00:00:00Z"));
    expect(response).toContain("Order SAH-2026-000042 from Priya's Looms. Status: Delivered.");
    expect(response).toContain("with Delhivery, tracking number 1234567890");
    expect(response).toContain("until 3 Apr 2026");
    expect(actions.map((a) => a.label)).toEqual([
      "Open order SAH-2026-000042",
      "Track the parcel",
      "Request a return",
    ]);
  });

  it("says when the return window closed", () => {
    const { response } = orderAnswer(order({ next_moves: [] }), true, new Date("2026-05-01T00:00:00Z"));
    expect(response).toContain("The return window of this order closed on 3 Apr 2026.");
  });

  it("shows the selling vendor her shop's order on her own page, without the buyer's return form", () => {
    const { response, actions } = orderAnswer(
      order({ viewer: "vendor" }),
      true,
      new Date("2026-03-10T00:00:00Z"),
    );
    expect(response).toContain("placed with your shop Priya's Looms by Asha Rao");
    expect(actions[0]?.href).toBe("/vendor/orders/SAH-2026-000042");
    expect(actions.map((a) => a.label)).not.toContain("Request a return");
  });

  it("never links a tracking address that is not http(s)", () => {
    const { actions } = orderAnswer(order({ tracking_url: "javascript:alert(1)" }), false, new Date());
    expect(actions.map((a) => a.href)).not.toContain("javascript:alert(1)");
  });
});

describe("the assistant's article answers", () => {
  const returns = {
    id: "returns-and-refunds",
    title: "Returns and refunds",
    category: "Orders",
    content:
      "You can ask for a return within 45 days of delivery. Open the order and choose Request a return. The shop refunds you.",
    rank: 3,
  };

  it("quotes the return window from the orders' rule, not from the article's copy", () => {
    const text = articleAnswer(returns, "how do I return it");
    expect(text).toContain("within 30 days of delivery");
    expect(text).not.toContain("45 days");
    expect(text).toContain("Request a return");
  });

  it("cites the best article and those ranking at least half as well", () => {
    const hit = (id: string, rank: number) => ({ ...returns, id, rank });
    expect(citable([hit("a", 4), hit("b", 2.5), hit("c", 1)]).map((a) => a.id)).toEqual(["a", "b"]);
  });
});
