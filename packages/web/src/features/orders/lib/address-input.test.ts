import { describe, expect, it } from "vitest";
import { AddressMessages, checkoutAddressSchema, toLocationInput } from "./address-input";

const filled = {
  label: "home" as const,
  full_name: "Ananya Rao",
  phone: "9876543210",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  address_line: "12 MG Road",
  address_line_2: "",
  is_default: false,
};

describe("the checkout address form", () => {
  it("asks for the courier's essentials", () => {
    const result = checkoutAddressSchema.safeParse({ ...filled, full_name: " ", address_line: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(AddressMessages.fullNameRequired);
    expect(messages).toContain(AddressMessages.streetRequired);
  });

  it("keeps the marketplace's pincode rule", () => {
    expect(checkoutAddressSchema.safeParse({ ...filled, pincode: "5600" }).success).toBe(false);
  });

  it("names the saved address after its label and drops empty optional fields", () => {
    const input = toLocationInput(checkoutAddressSchema.parse({ ...filled, label: "office", phone: "" }));
    expect(input.name).toBe("Office");
    expect(input.phone).toBeUndefined();
    expect(input.address_line_2).toBeUndefined();
    expect(input.country).toBe("India");
  });
});
