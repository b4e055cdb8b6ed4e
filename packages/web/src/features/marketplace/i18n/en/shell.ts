/**
 * The marketplace words the app's shell shows on every page, in English: the header's delivery location and the
 * visitor's cart joining hers on sign-in. They ship in the first bundle; the rest of the catalogue does not.
 */
export const shellEn = {
  location: { face: { deliverTo: "Deliver to", india: "India" } },
  cart: {
    merge: {
      saved: "Your cart is saved to your account",
      failed: "We couldn't bring your cart over",
    },
  },
} as const;
