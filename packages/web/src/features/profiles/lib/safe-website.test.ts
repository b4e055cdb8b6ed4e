import { describe, expect, it } from "vitest";
import { imageFileError } from "./image-file";
import { safeWebsite } from "./safe-website";

describe("safeWebsite", () => {
  it("links http and https addresses with a short label", () => {
    expect(safeWebsite("https://www.example.com/")).toEqual({
      href: "https://www.example.com/",
      label: "example.com",
    });
    expect(safeWebsite(" http://shop.in/store ")).toEqual({
      href: "http://shop.in/store",
      label: "shop.in/store",
    });
  });

  it("refuses every other scheme and non-addresses", () => {
    expect(safeWebsite("javascript:alert(1)")).toBeNull();
    expect(safeWebsite("data:text/html,hi")).toBeNull();
    expect(safeWebsite("example.com")).toBeNull();
    expect(safeWebsite("")).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });
});

describe("imageFileError", () => {
  const MB = 1024 * 1024;
  it("uses the spec's wording for a file that is not an image", () => {
    expect(imageFileError({ type: "application/pdf", size: 10 }, "avatar")).toBe(
      "Please select an image file",
    );
  });

  it("takes avatars under 5 MB and covers up to 10 MB", () => {
    expect(imageFileError({ type: "image/png", size: 5 * MB - 1 }, "avatar")).toBeNull();
    expect(imageFileError({ type: "image/png", size: 5 * MB }, "avatar")).toBe(
      "Image size must be less than 5MB",
    );
    expect(imageFileError({ type: "image/jpeg", size: 6 * MB }, "cover")).toBeNull();
    expect(imageFileError({ type: "image/jpeg", size: 11 * MB }, "cover")).toBe(
      "File size exceeds 10MB limit",
    );
  });
});
