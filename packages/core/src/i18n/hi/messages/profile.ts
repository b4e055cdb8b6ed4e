import type { MessageCatalogue } from "../../message-groups";

/** `profile` in Hindi. */
export const profile = {
  tooManyItems: "हर सेक्शन में ज़्यादा से ज़्यादा 50 चीज़ें लिखी जा सकती हैं।",
  fullNameLength: "पूरा नाम 2 से 100 अक्षरों के बीच होना चाहिए",
  bioLength: "बायो 500 अक्षरों या उससे कम का होना चाहिए",
  businessNameLength: "बिज़नेस का नाम 2 से 100 अक्षरों के बीच होना चाहिए",
  websiteScheme: "वेबसाइट का URL http:// या https:// से शुरू होना चाहिए",
  noFields: "अपडेट करने के लिए कुछ नहीं है",
  userMismatch: "यूज़र ID मेल नहीं खाती। कृपया फिर से लॉग इन करें।",
  notAuthenticated: "साइन इन में गड़बड़ी हुई। कृपया फिर से लॉग इन करें।",
  userIdRequired: "यूज़र ID ज़रूरी है",
  notFound: "प्रोफ़ाइल नहीं मिली",
  notImage: "कृपया कोई इमेज फ़ाइल चुनें",
  avatarTooLarge: "इमेज 5MB से छोटी होनी चाहिए",
  noFile: "कोई फ़ाइल नहीं मिली",
  unreadableUpload: "अपलोड की गई फ़ाइल पढ़ी नहीं जा सकी। कृपया फ़ाइल फिर से चुनें।",
  imageTooLargeInPixels: "यह इमेज इतनी बड़ी है कि प्रोसेस नहीं हो सकती। कृपया कोई छोटी इमेज चुनें।",
} satisfies NonNullable<MessageCatalogue["profile"]>;
