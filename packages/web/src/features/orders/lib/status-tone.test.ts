import { ORDER_STATUSES } from "@saheli/core/orders";
import { describe, expect, it } from "vitest";
import { ordersEn } from "../i18n/en";
import { ordersHi } from "../i18n/hi";
import { checkoutPaymentTone, statusTone } from "./status-tone";

describe("status chips", () => {
  it("give every order state a colour and a name in English and Hindi", () => {
    for (const status of ORDER_STATUSES) {
      expect(statusTone(status)).toBeTruthy();
      expect(ordersEn.status[status]).toBeTruthy();
      expect(ordersHi.status[status]).toBeTruthy();
    }
  });

  it("show waiting in amber, moving in the brand colour, arrived in green and ended in grey", () => {
    expect(statusTone("placed")).toBe("warning");
    expect(statusTone("return_requested")).toBe("warning");
    expect(statusTone("shipped")).toBe("primary");
    expect(statusTone("out_for_delivery")).toBe("primary");
    expect(statusTone("delivered")).toBe("success");
    expect(statusTone("refunded")).toBe("success");
    expect(statusTone("cancelled")).toBe("muted");
    expect(statusTone("return_rejected")).toBe("destructive");
  });

  it("name every payment state", () => {
    expect(ordersEn.paymentStatus.cod).toBe("Pay on delivery");
    expect(ordersEn.checkoutPayment.awaiting).toBe("Payment pending");
    expect(checkoutPaymentTone("paid")).toBe("success");
    expect(checkoutPaymentTone("failed")).toBe("destructive");
  });
});
