import type { MessageCatalogue } from "../../message-groups";

/** `cart` in Hindi. */
export const cart = {
  listingNotFound: "यह लिस्टिंग नहीं मिली",
  notAvailable: "यह लिस्टिंग अभी उपलब्ध नहीं है",
  insufficientStock: "स्टॉक में इतना सामान नहीं है",
  moreThanStock: "स्टॉक से ज़्यादा सामान नहीं जोड़ा जा सकता",
  productNotFound: "प्रोडक्ट नहीं मिला",
  productUnavailable: "यह प्रोडक्ट अब उपलब्ध नहीं है",
  alreadyInCart: "यह पहले से आपके कार्ट में है",
  tooMany: "एक चीज़ के ज़्यादा से ज़्यादा 100 नग जोड़ सकती हैं",
  added: "कार्ट में जोड़ दिया",
  empty: "आपका कार्ट खाली है",
  wishlistDuplicate: "यह पहले से विशलिस्ट में है",
  wishlistEmpty: "आपकी विशलिस्ट खाली है",
  wishlistAdded: "विशलिस्ट में जोड़ दिया",
  movedToCart: "कार्ट में डाल दिया",
  signInToSave: "अपनी विशलिस्ट सँभालकर रखने के लिए साइन इन करें",
  bookService: "सेवा किसी तय समय के लिए बुक होती है: उसके पेज पर समय चुनें",
} satisfies NonNullable<MessageCatalogue["cart"]>;
