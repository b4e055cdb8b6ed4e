import { nextMoves, type OrderStatus } from "@saheli/core/orders";
import { describe, expect, it } from "vitest";
import { SIDE_MOVES, VENDOR_MOVES, vendorMoves } from "./moves";

const order = (status: OrderStatus, ...types: ("physical" | "digital" | "service")[]) => ({
  order_status: status,
  next_moves: nextMoves(status, "vendor"),
  items: types.map((listing_type) => ({ listing_type })),
});

describe("the vendor's moves", () => {
  it("names a button for every move the core lets a vendor make", () => {
    const all = new Set(
      (
        [
          "placed",
          "confirmed",
          "packed",
          "shipped",
          "out_for_delivery",
          "return_requested",
          "return_approved",
        ] as const
      ).flatMap((status) => nextMoves(status, "vendor")),
    );
    for (const status of all) expect(VENDOR_MOVES[status], status).toBeDefined();
    expect([...SIDE_MOVES].every((status) => VENDOR_MOVES[status]?.kind === "reason")).toBe(true);
  });

  it("walks a parcel through packing, and delivers a download or a service without one", () => {
    expect(vendorMoves(order("placed", "physical"))).toEqual(["confirmed", "cancelled"]);
    expect(vendorMoves(order("confirmed", "physical"))).toEqual(["packed", "cancelled"]);
    expect(vendorMoves(order("confirmed", "physical", "digital"))).toEqual(["packed", "cancelled"]);
    expect(vendorMoves(order("confirmed", "digital"))).toEqual(["delivered", "cancelled"]);
    expect(vendorMoves(order("confirmed", "service"))).toEqual(["delivered", "cancelled"]);
    expect(vendorMoves(order("shipped", "physical"))).toEqual(["out_for_delivery", "delivered"]);
    expect(vendorMoves(order("return_requested", "physical"))).toEqual([
      "return_approved",
      "return_rejected",
    ]);
    expect(vendorMoves(order("delivered", "physical"))).toEqual([]);
    expect(vendorMoves(order("cancelled", "physical"))).toEqual([]);
  });
});
