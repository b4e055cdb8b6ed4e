import type { MessageCatalogue } from "../../message-groups";

/** `shopFront` in Hindi. */
export const shopFront = {
  holidayDefault: "ऑर्डर कुछ समय के लिए रुके हुए हैं। कृपया जल्द ही फिर देखें।",
  policyTooLong: "पॉलिसी ज़्यादा से ज़्यादा 2,000 अक्षरों की हो सकती है",
  holidayMessageTooLong: "छुट्टी का संदेश ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है",
  sectionTitleRequired: "कृपया सेक्शन को शीर्षक दें",
  sectionTitleTooLong: "सेक्शन का शीर्षक ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है",
  tooManySections: "आप ज़्यादा से ज़्यादा 10 सेक्शन बना सकती हैं",
  tooManyListings: "एक सेक्शन में ज़्यादा से ज़्यादा 24 लिस्टिंग हो सकती हैं",
  repeatedListing: "एक लिस्टिंग किसी सेक्शन में एक ही बार आ सकती है",
  notOnSale: "सेक्शन में सिर्फ़ आपकी अपनी वे लिस्टिंग दिख सकती हैं जो बिक्री के लिए उपलब्ध हैं",
  saved: "आपका शॉप फ़्रंट सेव हो गया",
  bannerSaved: "बैनर सेव हो गया",
  bannerRemoved: "बैनर हटा दिया गया",
} satisfies NonNullable<MessageCatalogue["shopFront"]>;
