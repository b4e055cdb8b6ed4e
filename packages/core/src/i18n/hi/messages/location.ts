import type { MessageCatalogue } from "../../message-groups";

/** `location` in Hindi. */
export const location = {
  nameRequired: "नाम ज़रूरी है",
  pincodeInvalid: "6 अंकों का सही पिनकोड ज़रूरी है",
  cityRequired: "शहर ज़रूरी है",
  stateRequired: "राज्य ज़रूरी है",
  phoneInvalid: "फ़ोन नंबर में ज़्यादा से ज़्यादा 15 अंक हो सकते हैं",
  signInToSave: "डिलीवरी की लोकेशन सेव करने के लिए कृपया साइन इन करें",
  saveFailed: "पता सेव नहीं हो सका",
  unexpected: "कुछ गड़बड़ हो गई, कृपया फिर कोशिश करें",
  tooMany: "आप ज़्यादा से ज़्यादा 10 लोकेशन सेव कर सकती हैं। नई जोड़ने के लिए कोई एक हटाएँ।",
  notFound: "लोकेशन नहीं मिली",
  noSaved: "कोई लोकेशन सेव नहीं है। अपना पिनकोड लिखकर लोकेशन जोड़ें।",
  noneFound: "कोई लोकेशन नहीं मिली।",
  pincodeUnknown: "यह पिनकोड नहीं मिला। कृपया इसे जाँचें।",
  geoUnsupported: "इस ब्राउज़र में लोकेशन पता करने की सुविधा नहीं है",
  geoDenied: "अनुमति नहीं मिली",
  geoFailed: "लोकेशन पता नहीं चल सकी",
  geoError: "लोकेशन पता करने में गड़बड़ी हुई",
  reverseFailed: "इस जगह का पता नहीं मिल सका",
  reverseOff: "यहाँ आपकी लोकेशन अपने आप पता नहीं की जा सकती। कृपया अपना पिनकोड लिखें।",
} satisfies NonNullable<MessageCatalogue["location"]>;
