/** The footer's link columns: routes named in the spec (doc 1 §2, doc 3 §2.11). */
export const FOOTER_COLUMNS = [
  {
    title: "Shop",
    links: [
      { label: "Marketplace", href: "/commerce" },
      { label: "Featured", href: "/commerce?filter=featured" },
      { label: "Bestsellers", href: "/commerce?filter=bestsellers" },
      { label: "Deals", href: "/commerce?filter=deals" },
      { label: "Trending", href: "/commerce?filter=trending" },
      { label: "All shops", href: "/shops" },
    ],
  },
  {
    title: "Sell",
    links: [
      { label: "Start selling", href: "/create-shop" },
      { label: "Create a listing", href: "/create-listing" },
      { label: "Vendor dashboard", href: "/vendor/dashboard" },
      { label: "Shop analytics", href: "/vendor/analytics" },
      { label: "Seller support", href: "/support?user_type=vendor" },
    ],
  },
  {
    title: "Community",
    links: [
      { label: "Community feed", href: "/community" },
      { label: "My network", href: "/community/network" },
      { label: "Jobs", href: "/community/jobs" },
      { label: "Messages", href: "/community/messages" },
      { label: "Saved posts", href: "/community/my-items/saved-posts" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "Help centre", href: "/support" },
      { label: "Track an order", href: "/tracking" },
      { label: "Privacy policy", href: "/privacy" },
      { label: "Terms of service", href: "/terms" },
      { label: "Cookie settings", href: "/settings/privacy/data-usage" },
      { label: "Accessibility", href: "/accessibility" },
      { label: "Shipping and returns", href: "/shipping-returns" },
      { label: "Prohibited items", href: "/prohibited-items" },
      { label: "Delete your account", href: "/account-deletion-guide" },
    ],
  },
] as const;

export const SUPPORT_PHONE = { display: "+91 80 4718 2200", tel: "+918047182200" };
export const SUPPORT_HOURS = "Mon-Fri 9AM-9PM IST";
export const REGION_LABEL = "India (English)";
