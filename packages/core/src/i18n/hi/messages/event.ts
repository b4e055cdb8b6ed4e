import type { MessageCatalogue } from "../../message-groups";

/** `event` in Hindi. */
export const event = {
  requiredTitle: "कृपया सभी ज़रूरी जानकारी भरें",
  requiredBody: "इवेंट का नाम, तरीका, तारीख और समय ज़रूरी हैं।",
  startInPast: "इवेंट आज से पहले शुरू नहीं हो सकता।",
  endBeforeStart: "इवेंट शुरू होने से पहले ख़त्म नहीं हो सकता।",
  created: "इवेंट बन गया!",
  failed: "इवेंट नहीं बन सका",
  full: "इस इवेंट में अब जगह नहीं है",
  notFound: "इवेंट नहीं मिला",
  onlineLocation: "ऑनलाइन इवेंट",
  coverInvalidTitle: "फ़ाइल सही नहीं है",
  coverInvalidBody: "कृपया कोई इमेज फ़ाइल चुनें",
  coverTooLargeTitle: "फ़ाइल बहुत बड़ी है",
  coverTooLargeBody: "कृपया 10MB से छोटी इमेज चुनें",
  coverUploaded: "इमेज अपलोड हो गई",
  coverUploadFailed: "अपलोड नहीं हो सका",
  coverHint: "इमेज कम से कम 480 पिक्सेल चौड़ी हो; 16:9 वाली सबसे अच्छी दिखती है।",
} satisfies NonNullable<MessageCatalogue["event"]>;
