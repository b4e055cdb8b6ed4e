import type { Order } from "@saheli/core/contracts/orders";
import { describe, expect, it } from "vitest";
import { actorName, buildTimeline } from "./timeline";

const people = {
  shop: { id: "s", name: "Priya's Handloom Studio", slug: "priyas", owner_id: "o" },
  buyer: { id: "b", name: "Ananya Rao", username: null },
};

function order(
  status: Order["order_status"],
  events: [Order["order_status"], Order["timeline"][number]["actor"], string][],
  type: Order["items"][number]["listing_type"] = "physical",
  viewer: Order["viewer"] = "buyer",
) {
  return {
    ...people,
    viewer,
    order_status: status,
    items: [{ listing_type: type }] as Order["items"],
    timeline: events.map(([s, actor, at]) => ({ status: s, actor, note: null, created_at: at })),
  };
}

describe("the order timeline", () => {
  it("puts events in time order, marks the last one current and greys the parcel steps ahead", () => {
    const steps = buildTimeline(
      order("confirmed", [
        ["confirmed", "vendor", "2026-03-05T11:00:00Z"],
        ["placed", "buyer", "2026-03-05T10:00:00Z"],
      ]),
    );
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ["placed", "done"],
      ["confirmed", "current"],
      ["packed", "upcoming"],
      ["shipped", "upcoming"],
      ["out_for_delivery", "upcoming"],
      ["delivered", "upcoming"],
    ]);
    expect(steps[0]?.who).toBe("You");
    expect(steps[1]?.who).toBe("Priya's Handloom Studio");
    expect(steps[2]?.at).toBeNull();
  });

  it("skips a step that happened out of the usual order", () => {
    const steps = buildTimeline(
      order("shipped", [
        ["placed", "buyer", "2026-03-05T10:00:00Z"],
        ["confirmed", "system", "2026-03-05T10:01:00Z"],
        ["shipped", "vendor", "2026-03-06T10:00:00Z"],
      ]),
    );
    expect(steps.filter((s) => s.state === "upcoming").map((s) => s.status)).toEqual([
      "out_for_delivery",
      "delivered",
    ]);
    expect(steps[1]?.who).toBe("Saheli");
  });

  it("shows no steps ahead for a cancelled order, a return, or an order without a parcel", () => {
    const cancelled = order("cancelled", [
      ["placed", "buyer", "2026-03-05T10:00:00Z"],
      ["cancelled", "buyer", "2026-03-05T10:05:00Z"],
    ]);
    expect(buildTimeline(cancelled).every((s) => s.state !== "upcoming")).toBe(true);
    const returned = order("return_requested", [["return_requested", "buyer", "2026-03-09T10:00:00Z"]]);
    expect(buildTimeline(returned)).toHaveLength(1);
    const digital = order("confirmed", [["confirmed", "system", "2026-03-05T10:00:00Z"]], "digital");
    expect(buildTimeline(digital)).toHaveLength(1);
  });

  it("names people as the reader knows them", () => {
    const forVendor = { ...people, viewer: "vendor" as const };
    expect(actorName("vendor", forVendor)).toBe("You");
    expect(actorName("buyer", forVendor)).toBe("Ananya Rao");
    expect(actorName("system", forVendor)).toBe("Saheli");
  });
});
