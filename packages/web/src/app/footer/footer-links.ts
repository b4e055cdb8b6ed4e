/** The footer's link columns: routes named in the spec (doc 1 §2, doc 3 §2.11), each with its catalogue key. */
export const FOOTER_COLUMNS = [
  {
    title: "footer.columns.shop.title",
    links: [
      { label: "footer.columns.shop.marketplace", href: "/commerce" },
      { label: "footer.columns.shop.featured", href: "/commerce?filter=featured" },
      { label: "footer.columns.shop.bestsellers", href: "/commerce?filter=bestsellers" },
      { label: "footer.columns.shop.deals", href: "/commerce?filter=deals" },
      { label: "footer.columns.shop.trending", href: "/commerce?filter=trending" },
      { label: "footer.columns.shop.allShops", href: "/shops" },
    ],
  },
  {
    title: "footer.columns.sell.title",
    links: [
      { label: "footer.columns.sell.startSelling", href: "/create-shop" },
      { label: "footer.columns.sell.createListing", href: "/create-listing" },
      { label: "footer.columns.sell.vendorDashboard", href: "/vendor/dashboard" },
      { label: "footer.columns.sell.shopAnalytics", href: "/vendor/analytics" },
      { label: "footer.columns.sell.sellerSupport", href: "/support?user_type=vendor" },
    ],
  },
  {
    title: "footer.columns.community.title",
    links: [
      { label: "footer.columns.community.feed", href: "/community" },
      { label: "footer.columns.community.myNetwork", href: "/community/network" },
      { label: "footer.columns.community.jobs", href: "/community/jobs" },
      { label: "footer.columns.community.messages", href: "/community/messages" },
      { label: "footer.columns.community.savedPosts", href: "/community/my-items/saved-posts" },
    ],
  },
  {
    title: "footer.columns.help.title",
    links: [
      { label: "footer.columns.help.helpCentre", href: "/support" },
      { label: "footer.columns.help.trackOrder", href: "/tracking" },
      { label: "footer.columns.help.privacy", href: "/privacy" },
      { label: "footer.columns.help.terms", href: "/terms" },
      { label: "footer.columns.help.cookies", href: "/settings/privacy/data-usage" },
      { label: "footer.columns.help.accessibility", href: "/accessibility" },
      { label: "footer.columns.help.shippingReturns", href: "/shipping-returns" },
      { label: "footer.columns.help.prohibitedItems", href: "/prohibited-items" },
      { label: "footer.columns.help.deleteAccount", href: "/account-deletion-guide" },
    ],
  },
] as const;

export const SUPPORT_PHONE = { display: "+91 80 4718 2200", tel: "+918047182200" };
