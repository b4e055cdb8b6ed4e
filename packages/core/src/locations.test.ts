import { describe, expect, it } from "vitest";
import { addressTypeFor, digitsOnly, PINCODE, placeName, titleCase } from "./locations";

describe("locations", () => {
  it("names places as people do", () => {
    expect(placeName("BENGALURU URBAN")).toBe("Bengaluru");
    expect(placeName("NEW DELHI")).toBe("New Delhi");
    expect(titleCase("JAMMU AND KASHMIR")).toBe("Jammu and Kashmir");
  });
  it("keeps digits only, up to the limit", () => {
    expect(digitsOnly("56a0-001 9", 6)).toBe("560001");
    expect(digitsOnly("+91 98765 43210", 15)).toBe("919876543210");
  });
  it("checks pincodes and address types", () => {
    expect(PINCODE.test("560001")).toBe(true);
    expect(PINCODE.test("060001")).toBe(false);
    expect(PINCODE.test("56000")).toBe(false);
    expect(addressTypeFor("office")).toBe("work");
    expect(addressTypeFor("other")).toBe("home");
  });
});
