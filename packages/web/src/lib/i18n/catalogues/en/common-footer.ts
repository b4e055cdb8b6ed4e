/**
 * The footer's columns and newsletter box in English (issue 20), merged into `common.footer` (`./common.ts`);
 * `../hi/common-footer.ts` must have every one (the type checks it).
 */
export const footerEn = {
  columns: {
    shop: {
      title: "Shop",
      marketplace: "Marketplace",
      featured: "Featured",
      bestsellers: "Bestsellers",
      deals: "Deals",
      trending: "Trending",
      allShops: "All shops",
    },
    sell: {
      title: "Sell",
      startSelling: "Start selling",
      createListing: "Create a listing",
      vendorDashboard: "Vendor dashboard",
      shopAnalytics: "Shop analytics",
      sellerSupport: "Seller support",
    },
    community: {
      title: "Community",
      feed: "Community feed",
      myNetwork: "My network",
      jobs: "Jobs",
      messages: "Messages",
      savedPosts: "Saved posts",
    },
    help: {
      title: "Help",
      helpCentre: "Help centre",
      trackOrder: "Track an order",
      privacy: "Privacy policy",
      terms: "Terms of service",
      cookies: "Cookie settings",
      accessibility: "Accessibility",
      shippingReturns: "Shipping and returns",
      prohibitedItems: "Prohibited items",
      deleteAccount: "Delete your account",
    },
  },
  supportHours: "Mon-Fri 9AM-9PM IST",
  region: "India (English)",
  socialLabel: "Saheli on {{name}} (opens in a new tab)",
  newsletter: {
    almostThere: "Almost there",
    useAnother: "Use another address",
    label: "Get the Saheli newsletter",
    note: "New shops, founder stories and community events, about once a month. We'll e-mail you a link to confirm; unsubscribe from any issue. See our <privacy>Privacy Policy</privacy>.",
    subscribe: "Subscribe",
  },
} as const;
