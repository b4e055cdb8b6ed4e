import { vendorTitleForPath } from "@saheli/core/shell-header";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { SaheliMark } from "@/components/brand";
import { CountBadge } from "@/components/ui/badge";
import { useVendorOrderCounts } from "@/features/vendor-orders/api/get-vendor-order-counts";
import { useVendorOrdersLive } from "@/features/vendor-orders/lib/use-vendor-orders-live";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import { HeaderFrame, HeaderRow } from "./header-frame";

const VENDOR_SECTIONS = [
  { to: "/vendor/dashboard", key: "dashboard" },
  { to: "/vendor/products", key: "products" },
  { to: "/vendor/orders", key: "orders" },
  { to: "/vendor/bookings", key: "bookings" },
  { to: "/vendor/analytics", key: "analytics" },
  { to: "/vendor/customers", key: "customers" },
  { to: "/vendor/reviews", key: "reviews" },
  { to: "/vendor/settings", key: "settings" },
] as const;

/** Core names the vendor header's title in English; each has its words in the catalogue. */
const VENDOR_TITLE_KEYS = {
  Dashboard: "dashboard",
  Products: "products",
  Orders: "orders",
  Bookings: "bookings",
  Availability: "availability",
  Analytics: "analytics",
  Customers: "customers",
  Reviews: "reviews",
  Settings: "settings",
  "Vendor Dashboard": "vendorDashboard",
  "Product Details": "productDetails",
} as const;

const isVendorTitle = (title: string): title is keyof typeof VENDOR_TITLE_KEYS =>
  Object.hasOwn(VENDOR_TITLE_KEYS, title);

/** Doc 3 §2.2: the vendor area's header, titled by route, with its section tabs. */
export function VendorHeader() {
  const english = vendorTitleForPath(useLocation().pathname);
  const waiting = useOrdersWaiting();
  const { t } = useTranslation();
  const title = isVendorTitle(english) ? t(`header.vendor.titles.${VENDOR_TITLE_KEYS[english]}`) : english;
  return (
    <HeaderFrame kind="vendor">
      <HeaderRow>
        <Link
          to="/"
          aria-label={t("header.vendor.backToSaheli")}
          className="-ml-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        <SaheliMark className="size-8" />
        <div className="min-w-0 flex-1 leading-tight">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {t("header.vendor.forSellers")}
          </p>
          <p className="truncate font-display font-semibold text-foreground text-lg">{title}</p>
        </div>
      </HeaderRow>
      <nav
        ref={useActiveTabInView()}
        aria-label={t("header.vendor.sections")}
        className="mx-auto max-w-7xl px-3 sm:px-6 lg:px-8"
      >
        <ul className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
          {VENDOR_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-10 items-center whitespace-nowrap border-b-2 px-3 font-medium text-sm transition-colors",
                    isActive
                      ? "border-primary text-primary"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {t(`header.vendor.tabs.${section.key}`)}
                {section.to === "/vendor/orders" && waiting > 0 && (
                  <>
                    <CountBadge count={waiting} className="ml-1.5 ring-0" aria-hidden />
                    <span className="sr-only">{t("header.vendor.waiting", { number: waiting })}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </HeaderFrame>
  );
}

/** On a phone the tabs scroll sideways: the open section's tab (Analytics, Reviews…) is brought into view. */
function useActiveTabInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab (aria-current) moves when the path does
  useEffect(() => {
    const list = nav.current?.querySelector("ul");
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const shown = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < shown.left || tab.right > shown.right) list.scrollLeft += tab.left - shown.left - 16;
  }, [pathname]);
  return nav;
}

/** New orders and return requests: what waits on her, on the Orders tab. */
function useOrdersWaiting(): number {
  const session = useSession();
  const hasShop = session.status === "signed-in" && session.profile.has_shop;
  const counts = useVendorOrderCounts(hasShop).data;
  useVendorOrdersLive();
  return counts ? counts.new + counts.returns : 0;
}
