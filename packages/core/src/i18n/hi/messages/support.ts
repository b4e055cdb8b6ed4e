import type { MessageCatalogue } from "../../message-groups";

/** `support` in Hindi. */
export const support = {
  subjectShort: "कृपया कम से कम 5 अक्षरों का विषय लिखें।",
  subjectLong: "कृपया विषय 120 अक्षरों से कम रखें।",
  messageShort: "कृपया कम से कम 10 अक्षरों में बताएँ कि क्या हुआ।",
  messageLong: "कृपया अपना संदेश 5000 अक्षरों से कम रखें।",
  replyEmpty: "संदेश खाली नहीं हो सकता",
  replyLong: "कृपया अपना संदेश 5000 अक्षरों से कम रखें।",
  ticketNotFound: "टिकट नहीं मिला।",
  ticketClosed: "यह टिकट बंद हो चुका है। अगर अब भी मदद चाहिए, तो कृपया नया टिकट खोलें।",
  articleNotFound: "मदद लेख नहीं मिला",
  articleStale:
    "आपके बदलाव करते समय किसी और ने इस लेख का नया संस्करण पब्लिश कर दिया। उनका बदलाव देखने के लिए इसे फिर से लोड करें।",
  articleExists: "इस पते का लेख पहले से मौजूद है।",
  articleIdInvalid: "पते में छोटे अंग्रेज़ी अक्षर, अंक और हाइफ़न लिखें (3 से 60 अक्षर)।",
  articleTitleShort: "कृपया लेख का शीर्षक लिखें।",
  articleContentShort: "कृपया लेख लिखें।",
  adminsOnly: "यह सिर्फ़ एडमिन कर सकते हैं।",
} satisfies NonNullable<MessageCatalogue["support"]>;
