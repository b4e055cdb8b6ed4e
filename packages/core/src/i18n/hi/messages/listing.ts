import type { MessageCatalogue } from "../../message-groups";

/** `listing` in Hindi. */
export const listing = {
  notAuthenticated: "आप साइन इन नहीं हैं",
  shopAccessDenied: "शॉप नहीं मिली या आपको इसकी अनुमति नहीं है",
  accessDenied: "लिस्टिंग नहीं मिली या आपको इसकी अनुमति नहीं है",
  notFound: "यह लिस्टिंग नहीं मिली",
  invalidType: "लिस्टिंग का प्रकार सही नहीं है। यह प्रोडक्ट, डिजिटल या सेवा होना चाहिए",
  missingIdentifier: "listingId या slug में से कोई एक देना ज़रूरी है",
  salePriceTooHigh: "सेल कीमत असली कीमत से कम होनी चाहिए",
  imagesOwn: "इमेज पहले सहेली पर अपलोड होनी चाहिए।",
  digitalFileRequired: "कृपया वह फ़ाइल जोड़ें जिसे ग्राहक डाउनलोड करेंगी",
  bookingDurationRequired: "कृपया बताएँ कि सेवा कितनी देर की है",
  created: "लिस्टिंग पब्लिश हो गई",
  saved: "लिस्टिंग सेव हो गई",
  featureAdminsOnly: "सिर्फ़ एडमिन ही लिस्टिंग को फ़ीचर कर सकते हैं",
} satisfies NonNullable<MessageCatalogue["listing"]>;
