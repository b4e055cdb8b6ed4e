import { describe, expect, it } from "vitest";
import {
  categoryTitleFromSlug,
  type HeaderKind,
  headerKindForPath,
  titleFromPath,
  vendorTitleForPath,
} from "./shell-header";

describe("headerKindForPath (doc 3 §2.1)", () => {
  const rows: [string, HeaderKind][] = [
    ["/admin", "none"],
    ["/admin/users", "none"],
    ["/commerce", "none"],
    ["/community/feed", "none"],
    ["/curate-shop", "none"],
    ["/chat/groups", "none"],
    ["/radio/live", "none"],
    ["/vendor/dashboard", "none"],
    ["/shepay/wallet", "none"],
    ["/co-work/spaces", "none"],
    ["/product/silk-saree", "generic-back"],
    ["/service/henna-artist", "generic-back"],
    ["/category/home-decor", "category"],
    ["/profile/priya", "profile"],
    ["/my-network", "my-network"],
    ["/network", "my-network"],
    ["/network/suggestions", "my-network"],
    ["/saved", "saved"],
    ["/saved/collections", "saved"],
    ["/notifications", "notifications"],
    ["/settings", "settings"],
    ["/settings/notifications", "settings"],
    ["/jobs", "jobs"],
    ["/jobs/create", "jobs"],
    ["/", "home"],
    ["/home", "home"],
    ["/wishlist", "generic"],
    ["/privacy", "generic"],
    ["/some/unknown/page", "generic"],
  ];
  it.each(rows)("%s → %s", (path, kind) => expect(headerKindForPath(path)).toBe(kind));

  it("matches whole segments only", () => {
    expect(headerKindForPath("/chatroom")).toBe("generic");
    expect(headerKindForPath("/administer")).toBe("generic");
    expect(headerKindForPath("/savedsearch")).toBe("generic");
    expect(headerKindForPath("/homely")).toBe("generic");
  });

  it("needs a slug for the detail headers", () => {
    expect(headerKindForPath("/product")).toBe("generic");
    expect(headerKindForPath("/category/")).toBe("generic");
    expect(headerKindForPath("/profile")).toBe("generic");
  });

  it("ignores query strings and trailing slashes", () => {
    expect(headerKindForPath("/?login=1")).toBe("home");
    expect(headerKindForPath("/category/home-decor/?sort=newest")).toBe("category");
  });
});

describe("categoryTitleFromSlug", () => {
  it.each([
    ["home-decor", "Home Decor"],
    ["sarees", "Sarees"],
    ["hand-made--jewellery", "Hand Made Jewellery"],
    ["kids_wear", "Kids Wear"],
    ["home%20decor", "Home Decor"],
  ])("%s → %s", (slug, title) => expect(categoryTitleFromSlug(slug)).toBe(title));
});

describe("titleFromPath", () => {
  it.each([
    ["/", "Saheli"],
    ["/wishlist", "Wishlist"],
    ["/account-deletion-guide", "Account Deletion Guide"],
    ["/support/contact_us", "Contact Us"],
    ["/product/silk-saree/", "Silk Saree"],
    ["/support/tickets/9d767517-f0b8-4a43-a21e-5c69b5fe57f7", "Tickets"],
  ])("%s → %s", (path, title) => expect(titleFromPath(path)).toBe(title));
});

describe("vendorTitleForPath", () => {
  it.each([
    ["/vendor/dashboard", "Dashboard"],
    ["/vendor/products", "Products"],
    ["/vendor/products/8c1b5a8e-0d7e-4c52-9b0e-0a6f7d1c2b3a", "Product Details"],
    ["/vendor/orders", "Orders"],
    ["/vendor/bookings", "Bookings"],
    ["/vendor/services/8c1b5a8e-0d7e-4c52-9b0e-0a6f7d1c2b3a/availability", "Availability"],
    ["/vendor/analytics", "Analytics"],
    ["/vendor/customers", "Customers"],
    ["/vendor/reviews", "Reviews"],
    ["/vendor/settings", "Settings"],
    ["/vendor", "Vendor Dashboard"],
    ["/vendor/payouts", "Vendor Dashboard"],
    ["/shops", "Vendor Dashboard"],
  ])("%s → %s", (path, title) => expect(vendorTitleForPath(path)).toBe(title));
});
