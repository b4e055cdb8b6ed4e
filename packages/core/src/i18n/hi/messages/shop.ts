import type { MessageCatalogue } from "../../message-groups";

/** `shop` in Hindi. */
export const shop = {
  nameTooShort: "शॉप का नाम कम से कम 2 अक्षरों का होना चाहिए",
  categoryRequired: "कृपया कम से कम एक कैटेगरी चुनें",
  phoneInvalid: "कृपया सही फ़ोन नंबर लिखें",
  emailInvalid: "कृपया सही ईमेल पता लिखें",
  websiteInvalid: "वेबसाइट का URL http:// या https:// से शुरू होना चाहिए",
  notFound: "शॉप नहीं मिली",
  accessDenied: "शॉप नहीं मिली या आपको इसकी अनुमति नहीं है",
  alreadyExists: "शॉप पहले से है",
  mustBeVerified: "सहेली पर सिर्फ़ सत्यापित महिलाएँ ही शॉप खोल सकती हैं।",
  unknownCategory: "कृपया सूची में से कैटेगरी चुनें",
  created: "आपकी शॉप खुल गई!",
  saved: "शॉप की जानकारी सेव हो गई",
  createFailed: "शॉप नहीं बन सकी",
  cannotFollowOwn: "आप अपनी ही शॉप को फ़ॉलो नहीं कर सकतीं",
  alreadyFollowing: "आप इस शॉप को पहले से फ़ॉलो कर रही हैं",
  notFollowing: "आप इस शॉप को फ़ॉलो नहीं कर रही हैं",
  followFailed: "शॉप को फ़ॉलो नहीं किया जा सका",
  unfollowFailed: "शॉप को अनफ़ॉलो नहीं किया जा सका",
  followedShopsFailed: "आपकी फ़ॉलो की हुई शॉप नहीं दिखाई जा सकीं",
  suggestionsFailed: "शॉप के सुझाव नहीं दिखाए जा सके",
} satisfies NonNullable<MessageCatalogue["shop"]>;
