import { OrderMessages } from "@saheli/core/orders";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { chosenMethod, cleanPhone, PHONE_PATTERN, placeFailure, shownMethods } from "./checkout-rules";

const methods = (razorpay: { available: boolean; reason: string | null }) => ({
  payment_methods: [
    { method: "cod" as const, available: true, reason: null },
    { method: "razorpay" as const, ...razorpay },
  ],
});

describe("checkout rules", () => {
  it("hides online payment where it is not offered, and shows it disabled with its reason otherwise", () => {
    expect(shownMethods(methods({ available: false, reason: null })).map((m) => m.method)).toEqual(["cod"]);
    const down = shownMethods(methods({ available: false, reason: OrderMessages.onlineUnavailable }));
    expect(down.map((m) => m.method)).toEqual(["cod", "razorpay"]);
  });

  it("keeps her choice while it is available", () => {
    const quote = methods({ available: true, reason: null });
    expect(chosenMethod(quote, "razorpay")).toBe("razorpay");
    expect(chosenMethod(quote, null)).toBe("cod");
    expect(chosenMethod(methods({ available: false, reason: "down" }), "razorpay")).toBe("cod");
    expect(chosenMethod({ payment_methods: [] }, "cod")).toBeNull();
  });

  it("takes a phone as the server checks it, forgiving spaces and dashes", () => {
    expect(PHONE_PATTERN.test(cleanPhone("98765 43210"))).toBe(true);
    expect(PHONE_PATTERN.test(cleanPhone("+91 98765-43210"))).toBe(true);
    expect(PHONE_PATTERN.test(cleanPhone("98765"))).toBe(false);
  });

  it("retries with the same key only when the answer was lost", () => {
    expect(placeFailure(new ApiError(0, "NETWORK_ERROR", "offline"))).toBe("retry");
    expect(placeFailure(new ApiError(503, "INTERNAL", "down"))).toBe("retry");
    expect(placeFailure(new ApiError(409, "CONFLICT", OrderMessages.priceChanged))).toBe("requote");
    expect(placeFailure(new ApiError(400, "BAD_REQUEST", "sold out"))).toBe("refused");
    expect(placeFailure(new Error("odd"))).toBe("retry");
  });
});
