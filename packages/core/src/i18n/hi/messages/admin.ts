import type { MessageCatalogue } from "../../message-groups";

/** `admin` in Hindi. */
export const admin = {
  reasonRequired: "कृपया इस कार्रवाई की वजह बताएँ।",
  reasonTooShort: "कृपया कम से कम 5 अक्षरों में वजह बताएँ।",
  reasonTooLong: "कृपया वजह 1000 अक्षरों से कम रखें।",
  notAdminTarget: "आप अपने ही खाते पर यह नहीं कर सकतीं।",
  personNotFound: "यह व्यक्ति नहीं मिला",
  alreadySuspended: "यह खाता पहले से सस्पेंड है।",
  notSuspended: "यह खाता सस्पेंड नहीं है।",
  suspended: "आपका खाता सस्पेंड है। वजह और अपील करने का तरीका जानने के लिए अपना ईमेल देखें, या सपोर्ट टीम को लिखें।",
  reportNotFound: "रिपोर्ट नहीं मिली",
  reportClosed: "इस रिपोर्ट पर पहले ही कार्रवाई हो चुकी है।",
  actionNotForKind: "यह कार्रवाई इस तरह की रिपोर्ट पर लागू नहीं होती।",
  contentNotFound: "जिस सामग्री की रिपोर्ट हुई थी, वह अब मौजूद नहीं है।",
  slideNotFound: "स्लाइड नहीं मिली",
  categoryNotFound: "कैटेगरी नहीं मिली",
  categoryNameTaken: "इस नाम की कैटेगरी पहले से मौजूद है।",
  categoryParentInvalid: "कोई कैटेगरी सिर्फ़ किसी दूसरी मुख्य कैटेगरी के अंदर रखी जा सकती है, अपने ही अंदर नहीं।",
  categoryHasChildren: "पहले इसकी उप-कैटेगरी कहीं और ले जाएँ या छिपाएँ।",
  shopNotFound: "शॉप नहीं मिली",
  linkInvalid: "लिंक / या https:// से शुरू होना चाहिए",
  slideImageInvalid: "कृपया स्लाइड की इमेज फिर से अपलोड करें।",
} satisfies NonNullable<MessageCatalogue["admin"]>;
