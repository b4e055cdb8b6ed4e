/**
 * The shell's own pages in English (issue 20): not found, a crashed route, settings and opening a shop; merged
 * into `./common.ts`; `../hi/common-pages.ts` must have every one (the type checks it).
 */
export const pagesEn = {
  notFound: {
    title: "Page not found · Saheli",
    eyebrow: "Error 404",
    heading: "Page not found",
    body: "The link may be old, or the page may have moved. Let's get you back to something good.",
    home: "Go to home",
    back: "Go back",
    suggestions: {
      marketplace: "Explore the marketplace",
      shops: "Discover shops",
      community: "Visit the community",
    },
  },
  routeError: {
    notFound: "Page not found",
    notFoundBody: "We couldn't find that page.",
    failed: "Something went wrong",
    failedBody:
      "This page didn't load properly. Reloading usually fixes it; if not, please try again in a moment.",
    reload: "Reload page",
    home: "Go to home",
  },
  settings: {
    title: "Settings · Saheli",
    signIn: "Sign in to manage your account, your sign-in details and your data.",
    heading: "Account settings",
    intro: "How you sign in, and what happens to your account.",
    deletionScheduled: "Your account will be deleted in 48 hours. You can cancel until then.",
    notifications: "Notifications",
    notificationsHint: "Browser notifications and what you hear about.",
    privacy: "Privacy",
    blocked: "Blocked people",
    blockedHint: "See who you've blocked and unblock them.",
    cookies: "Cookies and data usage",
    cookiesHint: "Strictly necessary only, unless you turn on analytics.",
  },
  createShop: {
    title: "Create your shop · Saheli",
    heading: "Open your shop",
    intro: "Tell buyers who you are and what you make. You can change everything later.",
    signIn: "Sign in to open your shop on Saheli.",
    checkAgain: "Check again",
    verify: "Verify yourself",
    verifyTitle: "Verify yourself to open a shop",
    verifyBody:
      "Shops on Saheli are run by verified women. A quick selfie check, or a review by a person, and you can start selling.",
  },
} as const;
