import type { MessageCatalogue } from "../../message-groups";

/** `review` in Hindi. */
export const review = {
  ratingRequired: "कृपया 1 से 5 स्टार तक रेटिंग चुनें",
  alreadyReviewed: "आप इस लिस्टिंग का रिव्यू पहले ही दे चुकी हैं",
  ownListing: "आप अपनी ही लिस्टिंग का रिव्यू नहीं दे सकतीं",
  notFound: "रिव्यू नहीं मिला",
  posted: "आपके रिव्यू के लिए धन्यवाद",
  updated: "रिव्यू अपडेट हो गया",
  deleted: "रिव्यू हटा दिया गया",
} satisfies NonNullable<MessageCatalogue["review"]>;
