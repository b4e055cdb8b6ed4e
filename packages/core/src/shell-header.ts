import { isUnder, isUnderAny, normalizePath, pathSegments } from "./path-match";

/** Which product header a path gets (doc 3 §2.1). */
export type HeaderKind =
  | "none"
  | "generic-back"
  | "category"
  | "profile"
  | "my-network"
  | "saved"
  | "notifications"
  | "settings"
  | "jobs"
  | "home"
  | "generic";

/** Sections that draw their own page chrome, so no product header is shown. */
const HEADERLESS_PREFIXES = [
  "/admin",
  "/commerce",
  "/community",
  "/curate-shop",
  "/chat",
  "/radio",
  "/vendor",
  "/shepay",
  "/co-work",
] as const;

const PREFIX_HEADERS: readonly (readonly [string, HeaderKind])[] = [
  ["/my-network", "my-network"],
  ["/network", "my-network"],
  ["/saved", "saved"],
  ["/notifications", "notifications"],
  ["/settings", "settings"],
  ["/jobs", "jobs"],
];

/** True when the path is `/{section}/{something}`, e.g. `/product/silk-saree`. */
function hasDetailUnder(path: string, section: string): boolean {
  const [first, second] = pathSegments(path);
  return first === section && second !== undefined;
}

export function headerKindForPath(path: string): HeaderKind {
  if (isUnderAny(path, HEADERLESS_PREFIXES)) return "none";
  if (hasDetailUnder(path, "product") || hasDetailUnder(path, "service")) return "generic-back";
  if (hasDetailUnder(path, "category")) return "category";
  if (hasDetailUnder(path, "profile")) return "profile";
  const prefixMatch = PREFIX_HEADERS.find(([prefix]) => isUnder(path, prefix));
  if (prefixMatch) return prefixMatch[1];
  const normalized = normalizePath(path);
  if (normalized === "/" || normalized === "/home") return "home";
  return "generic";
}

/** `home-decor` → `Home Decor`; underscores count as separators too. */
export function titleCaseWords(value: string): string {
  return value
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("en-IN") + word.slice(1))
    .join(" ");
}

export function categoryTitleFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape is shown as typed.
  }
  return titleCaseWords(decoded);
}

/** The generic header's title: the last path segment made readable; the root is the brand. */
export function titleFromPath(path: string): string {
  const segments = pathSegments(path);
  // An id is no title (/support/tickets/{uuid}): the section it sits in names the page instead.
  const last = segments.findLast((segment) => !UUID_SEGMENT.test(segment));
  return last ? titleCaseWords(last) || "Saheli" : "Saheli";
}

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const VENDOR_TITLES: Record<string, string> = {
  dashboard: "Dashboard",
  products: "Products",
  orders: "Orders",
  bookings: "Bookings",
  services: "Availability",
  analytics: "Analytics",
  customers: "Customers",
  reviews: "Reviews",
  settings: "Settings",
};

/** Titles of the vendor header (doc 3 §2.2). */
export function vendorTitleForPath(path: string): string {
  const [first, section, detail] = pathSegments(path);
  if (first !== "vendor" || section === undefined) return "Vendor Dashboard";
  if (section === "products" && detail !== undefined) return "Product Details";
  return VENDOR_TITLES[section] ?? "Vendor Dashboard";
}
