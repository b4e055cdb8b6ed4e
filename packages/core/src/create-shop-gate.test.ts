import { describe, expect, it } from "vitest";
import { createShopStep } from "./create-shop-gate";

const profile = { role: "U", has_shop: false, gender: true as boolean | null, is_verified: true };

describe("createShopStep (doc 1 §4)", () => {
  it("asks a visitor to sign in and waits for the profile", () => {
    expect(createShopStep({ signedIn: false })).toBe("sign-in");
    expect(createShopStep({ signedIn: true, profile: null })).toBe("wait");
  });

  it("sends a vendor with a shop to her dashboard", () => {
    expect(createShopStep({ signedIn: true, profile: { ...profile, role: "V", has_shop: true } })).toBe(
      "has-shop",
    );
  });

  it("opens the form for a verified woman, waits while verification completes, else asks to verify", () => {
    expect(createShopStep({ signedIn: true, profile })).toBe("form");
    expect(createShopStep({ signedIn: true, profile: { ...profile, is_verified: false } })).toBe(
      "await-verification",
    );
    expect(
      createShopStep({ signedIn: true, profile: { ...profile, gender: null, is_verified: false } }),
    ).toBe("verify");
    expect(
      createShopStep({ signedIn: true, profile: { ...profile, gender: false, is_verified: false } }),
    ).toBe("verify");
  });
});
