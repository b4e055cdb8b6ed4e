import type { MessageCatalogue } from "../../message-groups";

/** `insights` in Hindi. */
export const insights = {
  noShop: "अभी आपकी कोई शॉप नहीं है",
  badDate: "कृपया सही तारीख चुनें",
  rangeOrder: "शुरू की तारीख आख़िरी तारीख से पहले या उसी दिन की होनी चाहिए",
  rangeTooLong: "कृपया ज़्यादा से ज़्यादा 366 दिनों की अवधि चुनें",
  reviewNotFound: "रिव्यू नहीं मिला",
  replyRequired: "कृपया जवाब लिखें",
  replyTooLong: "जवाब ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है",
  alreadyReplied: "आप इस रिव्यू का जवाब पहले ही दे चुकी हैं; जवाब पोस्ट होने के बाद बदला नहीं जा सकता",
  replied: "आपका जवाब पोस्ट हो गया",
  replyNotice: "आपका जवाब रिव्यू के नीचे सबको दिखेगा, और पोस्ट होने के बाद बदला नहीं जा सकेगा।",
} satisfies NonNullable<MessageCatalogue["insights"]>;
