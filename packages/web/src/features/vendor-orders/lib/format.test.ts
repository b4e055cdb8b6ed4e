import { describe, expect, it } from "vitest";
import { vendorOrdersEn } from "../i18n/en";
import { vendorOrdersHi } from "../i18n/hi";
import { formatDay, paymentLabel } from "./format";

const column = (order: Parameters<typeof paymentLabel>[0]) =>
  vendorOrdersEn.paymentColumn[paymentLabel(order)];

describe("how the vendor's order lists read", () => {
  it("says COD or Paid, and where the money went", () => {
    expect(column({ payment_method: "cod", payment_status: "cod" })).toBe("COD");
    expect(column({ payment_method: "cod", payment_status: "collected" })).toBe("COD · collected");
    expect(column({ payment_method: "razorpay", payment_status: "paid" })).toBe("Paid");
    expect(column({ payment_method: "razorpay", payment_status: "awaiting" })).toBe("Awaiting payment");
    expect(column({ payment_method: "razorpay", payment_status: "refunded" })).toBe("Refunded");
    expect(column({ payment_method: "cod", payment_status: "void" })).toBe("Not charged");
    expect(vendorOrdersHi.paymentColumn[paymentLabel({ payment_method: "cod", payment_status: "cod" })]).toBe(
      "COD",
    );
  });

  it("dates in Indian English or Hindi, and who moved it as she sees it", () => {
    expect(formatDay("2026-03-05T10:00:00Z")).toBe("5 Mar 2026");
    expect(formatDay("2026-03-05T10:00:00Z", "hi-IN")).toMatch(/2026/);
    expect(formatDay("not a date")).toBe("");
    expect(vendorOrdersEn.actor).toEqual({ vendor: "You", buyer: "Buyer", system: "Saheli" });
  });
});
