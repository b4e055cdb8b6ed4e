import { isUnder, normalizePath } from "./path-match";

/** The path section the mobile bottom bar keys its items on (doc 3 §2.10). */
export type BottomBarSection =
  | "home"
  | "shepay"
  | "commerce"
  | "community"
  | "vendor"
  | "radio"
  | "co-work"
  | "chat"
  | "other";

export type BottomBarAction = "login" | "post-composer" | "cart" | "wishlist" | "notifications";
export type BottomBarBadge = "cart" | "notifications" | "chat" | null;
export type BottomBarIcon = "home" | "post" | "radio" | "network" | "chat" | "shop" | "cart";

export type BottomBarItemId = "home" | "post" | "radio" | "my-network" | "network" | "chat" | "shop" | "cart";
type BottomBarItemBase = { id: BottomBarItemId; label: string; icon: BottomBarIcon; badge: BottomBarBadge };
export type BottomBarItem =
  | (BottomBarItemBase & { href: string; action?: undefined })
  | (BottomBarItemBase & { action: BottomBarAction; href?: undefined });

const SECTIONS = ["shepay", "commerce", "community", "vendor", "radio", "co-work", "chat"] as const;

export function bottomBarSection(path: string): BottomBarSection {
  const normalized = normalizePath(path);
  if (normalized === "/" || normalized === "/home") return "home";
  return SECTIONS.find((section) => isUnder(normalized, `/${section}`)) ?? "other";
}

const HOME: BottomBarItem = { id: "home", label: "Home", icon: "home", href: "/", badge: null };
const CART: BottomBarItem = { id: "cart", label: "Cart", icon: "cart", action: "cart", badge: "cart" };
const RADIO: BottomBarItem = { id: "radio", label: "Radio", icon: "radio", href: "/radio", badge: null };

const ITEM_SETS = {
  homeSignedIn: [
    HOME,
    { id: "post", label: "Post", icon: "post", action: "post-composer", badge: null },
    RADIO,
    { id: "my-network", label: "My Network", icon: "network", href: "/my-network", badge: null },
  ],
  homeSignedOut: [HOME, RADIO, CART],
  otherSignedIn: [
    HOME,
    { id: "network", label: "Network", icon: "network", href: "/community/network", badge: null },
    { id: "chat", label: "Chat", icon: "chat", href: "/chat", badge: "chat" },
  ],
  otherSignedOut: [HOME, { id: "shop", label: "Shop", icon: "shop", href: "/commerce", badge: null }, CART],
} satisfies Record<string, BottomBarItem[]>;

/** The spec defines two item sets: the home section's and everyone else's. */
export function bottomBarItems(section: BottomBarSection, loggedIn: boolean): readonly BottomBarItem[] {
  if (section === "home") return loggedIn ? ITEM_SETS.homeSignedIn : ITEM_SETS.homeSignedOut;
  return loggedIn ? ITEM_SETS.otherSignedIn : ITEM_SETS.otherSignedOut;
}

/** An item is current when the page sits under its link (Home only on the home section). */
export function isBottomBarItemActive(item: BottomBarItem, path: string): boolean {
  if (item.href === undefined) return false;
  if (item.href === "/") return bottomBarSection(path) === "home";
  return isUnder(path, item.href);
}
