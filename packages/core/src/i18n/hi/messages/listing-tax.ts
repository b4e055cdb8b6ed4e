import type { MessageCatalogue } from "../../message-groups";

/** `listingTax` in Hindi. */
export const listingTax = {
  hsnInvalid: "HSN कोड 4 से 8 अंकों का होना चाहिए",
  gstRateInvalid: "GST दर 0, 0.25, 3, 5, 12, 18, 28 प्रतिशत में से कोई एक होनी चाहिए",
} satisfies NonNullable<MessageCatalogue["listingTax"]>;
