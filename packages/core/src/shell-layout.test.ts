import { describe, expect, it } from "vitest";
import {
  footerVisibleForPath,
  requiresSignIn,
  type ShellLayout,
  shellHeaderForPath,
  shellLayoutForPath,
} from "./shell-layout";

const BARE: ShellLayout = { header: false, footer: false, bottomBar: false };
const FULL: ShellLayout = { header: true, footer: true, bottomBar: true };

describe("shellLayoutForPath (doc 3 §2.2, doc 2 layout by path prefix)", () => {
  it.each<[string, ShellLayout]>([
    ["/vendor", { header: "vendor", footer: false, bottomBar: false }],
    ["/vendor/products/42", { header: "vendor", footer: false, bottomBar: false }],
    ["/admin", BARE],
    ["/admin/reports", BARE],
    ["/auth/callback", BARE],
    ["/login", BARE],
    ["/register", BARE],
    ["/community", BARE],
    ["/community/network", BARE],
    ["/chat", { header: true, footer: true, bottomBar: false }],
    ["/chat/groups", { header: true, footer: true, bottomBar: false }],
    ["/", FULL],
    ["/commerce", FULL],
    ["/wishlist", FULL],
    ["/chatroom", FULL],
    ["/vendors", FULL],
  ])("%s", (path, layout) => expect(shellLayoutForPath(path)).toEqual(layout));
});

describe("shellHeaderForPath", () => {
  it.each([
    ["/vendor/orders", "vendor"],
    ["/community", "none"],
    ["/auth/callback", "none"],
    ["/login", "none"],
    ["/chat", "none"],
    ["/commerce", "none"],
    ["/", "home"],
    ["/category/sarees", "category"],
    ["/nowhere", "generic"],
  ])("%s → %s", (path, header) => expect(shellHeaderForPath(path)).toBe(header));
});

describe("footerVisibleForPath (doc 1 Footer + layout)", () => {
  it.each([
    ["/admin", false],
    ["/admin/users", false],
    ["/chat", false],
    ["/chat/calls", false],
    ["/checkout", false],
    ["/checkout/payment", false],
    ["/oauth/callback/google", false],
    ["/auth/callback", false],
    ["/create-listing", false],
    ["/create-shop", false],
    ["/curate-shop", false],
    ["/vendor/dashboard", false],
    ["/community", false],
    ["/login", false],
    ["/register", false],
    ["/", true],
    ["/commerce", true],
    ["/cart", true],
    ["/create-shop/help", true],
    ["/create-listings", true],
    ["/chatroom", true],
  ])("%s → %s", (path, visible) => expect(footerVisibleForPath(path)).toBe(visible));
});

describe("requiresSignIn (doc 2 route guard)", () => {
  it.each([
    ["/community", true],
    ["/community/x", true],
    ["/chat", true],
    ["/chat/groups", true],
    ["/vendor", true],
    ["/vendor/dashboard", true],
    ["/shop", true],
    ["/shop/silk-and-story", true],
    ["/shops", false],
    ["/chatroom", false],
    ["/communityx", false],
    ["/", false],
    ["/commerce", false],
    ["/product/silk-saree", false],
  ])("%s → %s", (path, required) => expect(requiresSignIn(path)).toBe(required));
});
