import { describe, expect, it } from "vitest";
import {
  awaitsPayment,
  canMove,
  codRefusal,
  financialYear,
  formatInvoiceNumber,
  formatOrderNumber,
  nextMoves,
  normaliseOrderNumber,
  OrderMessages,
  returnWindowOpen,
  taxWithin,
  toPaise,
} from "./orders";

describe("order moves", () => {
  it("leaves an online order waiting for its payment to the system, but the shop may cancel it", () => {
    expect(nextMoves("placed", "vendor", "awaiting")).toEqual(["cancelled"]);
    expect(nextMoves("placed", "vendor", "cod")).toEqual(["confirmed", "cancelled"]);
    expect(nextMoves("placed", "vendor", "authorized")).toEqual(["confirmed", "cancelled"]);
    expect(awaitsPayment("awaiting", "confirmed", "system")).toBe(false);
    expect(awaitsPayment("awaiting", "confirmed", "vendor")).toBe(true);
  });

  it("lets each side move an order only along its own path", () => {
    expect(nextMoves("placed", "vendor")).toEqual(["confirmed", "cancelled"]);
    expect(nextMoves("placed", "buyer")).toEqual(["cancelled"]);
    expect(nextMoves("packed", "buyer")).toEqual(["cancelled"]);
    expect(nextMoves("shipped", "buyer")).toEqual([]);
    expect(nextMoves("delivered", "buyer")).toEqual(["return_requested"]);
    expect(nextMoves("return_requested", "vendor")).toEqual(["return_approved", "return_rejected"]);
    expect(canMove("placed", "packed", "vendor")).toBe(false);
    expect(canMove("placed", "confirmed", "buyer")).toBe(false);
    expect(canMove("placed", "confirmed", "system")).toBe(true);
    expect(canMove("cancelled", "confirmed", "system")).toBe(false);
    expect(canMove("refunded", "delivered", "vendor")).toBe(false);
  });

  it("closes the return window 30 days after delivery", () => {
    const delivered = new Date("2026-11-01T10:00:00Z");
    expect(returnWindowOpen(delivered, new Date("2026-12-01T09:00:00Z"))).toBe(true);
    expect(returnWindowOpen(delivered, new Date("2026-12-01T11:00:00Z"))).toBe(false);
    expect(returnWindowOpen(null, new Date())).toBe(false);
  });

  it("words an illegal move in the order's own states", () => {
    expect(OrderMessages.illegalMove("shipped", "packed")).toBe(
      "An order that is shipped cannot be marked packed",
    );
  });
});

describe("numbers", () => {
  it("formats and reads order numbers", () => {
    expect(formatOrderNumber(2026, 123)).toBe("SAH-2026-000123");
    expect(formatOrderNumber(2026, 1_234_567)).toBe("SAH-2026-1234567");
    expect(normaliseOrderNumber(" sah-2026-000123 ")).toBe("SAH-2026-000123");
    expect(normaliseOrderNumber("SAH-2026-12")).toBeNull();
    expect(normaliseOrderNumber("12345")).toBeNull();
  });

  it("numbers invoices per Indian financial year, within 16 characters", () => {
    expect(financialYear(new Date("2026-03-31T18:00:00Z"))).toBe("2025-26");
    // 1 April in India begins while it is still 31 March in UTC.
    expect(financialYear(new Date("2026-03-31T19:00:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-01-15T00:00:00Z"))).toBe("2026-27");
    const number = formatInvoiceNumber("2026-27", 42);
    expect(number).toBe("2026-27/000042");
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it("counts money in paise without drift and finds the tax inside a price", () => {
    expect(toPaise(1049.99)).toBe(104_999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(taxWithin(1180, 18)).toEqual({ taxable: 1000, tax: 180 });
    expect(taxWithin(105, 5)).toEqual({ taxable: 100, tax: 5 });
  });
});

describe("cash on delivery", () => {
  const base = {
    shopName: "Asha's Loom",
    codEnabled: true,
    blockedPincodes: ["110001"],
    pincode: "560001",
    total: 2500,
    ceiling: 10_000,
    hasDigital: false,
  };
  const money = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

  it("says why it cannot be used, in order of what she can change least", () => {
    expect(codRefusal(base, money)).toBeNull();
    expect(codRefusal({ ...base, hasDigital: true }, money)).toBe(OrderMessages.codNotForDigital);
    expect(codRefusal({ ...base, codEnabled: false }, money)).toBe(OrderMessages.codOff("Asha's Loom"));
    expect(codRefusal({ ...base, pincode: "110001" }, money)).toBe(
      OrderMessages.codArea("Asha's Loom", "110001"),
    );
    expect(codRefusal({ ...base, total: 10_001 }, money)).toBe(OrderMessages.codCeiling("₹10,000"));
    expect(codRefusal({ ...base, total: 10_000 }, money)).toBeNull();
  });
});
