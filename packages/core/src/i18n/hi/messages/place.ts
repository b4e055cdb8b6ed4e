import type { MessageCatalogue } from "../../message-groups";

/** `place` in Hindi: the place on a post is "जगह"; her device's location is "लोकेशन". */
export const place = {
  notSupported: "लोकेशन की सुविधा उपलब्ध नहीं है",
  notSupportedDetail: "आपके ब्राउज़र में लोकेशन पता करने की सुविधा नहीं है",
  denied: "लोकेशन की अनुमति नहीं मिली",
  deniedDetail: "इस सुविधा का इस्तेमाल करने के लिए कृपया लोकेशन की अनुमति दें",
  noneFound: "कोई जगह नहीं मिली",
  failed: "हम पता नहीं लगा सके कि आप कहाँ हैं। कृपया इसके बजाय अपना शहर खोजें।",
  searchFailed: "अभी जगहें नहीं खोजी जा सकीं। कृपया फिर कोशिश करें।",
} satisfies NonNullable<MessageCatalogue["place"]>;
