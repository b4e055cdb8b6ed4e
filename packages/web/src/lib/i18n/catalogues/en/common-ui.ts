/**
 * The shared components' words in English (issue 20): dialogs, loading and error states, the members-only panel
 * and the listing and shop cards; merged into `./common.ts`; `../hi/common-ui.ts` must have every one.
 */
export const uiEn = {
  ui: {
    close: "Close",
    cancel: "Cancel",
    loading: "Loading",
    loadingPage: "Loading...",
    tryAgain: "Try again",
  },
  signInRequired: {
    title: "Sign in to continue",
    membersOnly:
      "This part of Saheli is for members: the community, messages, shops and seller tools. Sign in or create a free account to join in.",
    signIn: "Sign In",
    createAccount: "Create Account",
    backHome: "Back to home",
  },
  commerce: {
    bookingNote: "This order is a booking. Its time, meeting link and changes are on the booking's page.",
    openBooking: "Open the booking",
    salePrice: "Sale price ",
    was: "Was ",
    off: "{{percent}}% off",
    noReviews: "New · no reviews yet",
    rated_one: "Rated {{rating}} out of 5 from {{count}} review",
    rated_other: "Rated {{rating}} out of 5 from {{count}} reviews",
    verified: "(verified)",
    categories: "Categories",
    moreCategories: "+{{number}} more",
  },
  charts: { showNumbers: "Show the numbers", day: "Day" },
  aiSuggestions: {
    comprehensive: "Comprehensive",
    words: "{{number}} words",
    label: "Writing suggestions",
    hide: "Hide suggestions",
  },
} as const;
