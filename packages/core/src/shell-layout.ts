import { isUnder, isUnderAny, normalizePath } from "./path-match";
import { type HeaderKind, headerKindForPath } from "./shell-header";

/** What the shell wraps around a page (doc 3 §2.2, doc 2 "Layout by path prefix"). */
export type ShellLayout = {
  /** `vendor`: the vendor header with route titles; `true`: the product header chosen by §2.1. */
  header: boolean | "vendor";
  footer: boolean;
  bottomBar: boolean;
};

const BARE_PREFIXES = ["/admin", "/auth", "/login", "/register", "/community"] as const;
const NO_BOTTOM_BAR_PREFIXES = ["/admin", "/chat"] as const;

export function shellLayoutForPath(path: string): ShellLayout {
  if (isUnder(path, "/vendor")) return { header: "vendor", footer: false, bottomBar: false };
  if (isUnderAny(path, BARE_PREFIXES)) return { header: false, footer: false, bottomBar: false };
  return { header: true, footer: true, bottomBar: !isUnderAny(path, NO_BOTTOM_BAR_PREFIXES) };
}

/** The header actually drawn: both the layout rule and the §2.1 table must allow one. */
export function shellHeaderForPath(path: string): HeaderKind | "vendor" {
  const { header } = shellLayoutForPath(path);
  if (header === "vendor") return "vendor";
  return header ? headerKindForPath(path) : "none";
}

const FOOTERLESS_PREFIXES = ["/admin", "/chat", "/checkout", "/oauth", "/auth"] as const;
const FOOTERLESS_PAGES = ["/create-listing", "/create-shop", "/curate-shop"] as const;

/** Footer visibility (doc 1 "Footer") combined with the layout rule: both must allow it. */
export function footerVisibleForPath(path: string): boolean {
  if (!shellLayoutForPath(path).footer) return false;
  if (isUnderAny(path, FOOTERLESS_PREFIXES)) return false;
  return !(FOOTERLESS_PAGES as readonly string[]).includes(normalizePath(path));
}

const SIGN_IN_PREFIXES = ["/community", "/chat", "/vendor", "/shop"] as const;

/** The route guard (doc 2): these sections need a signed-in person. `/shops` stays public. */
export function requiresSignIn(path: string): boolean {
  return isUnderAny(path, SIGN_IN_PREFIXES);
}
