import type { MessageCatalogue } from "../../message-groups";

/** `chat` in Hindi. */
export const chat = {
  empty: "संदेश खाली नहीं हो सकता",
  sameFileTwice: "हर फ़ाइल एक ही बार जोड़ी जा सकती है।",
  unauthenticated: "आप साइन इन नहीं हैं",
  noConversation: "कोई चालू बातचीत नहीं है",
  notParticipant: "आप इस बातचीत में शामिल नहीं हैं",
  notSender: "इस संदेश को सिर्फ़ भेजने वाली ही बदल सकती है",
  messageMissing: "संदेश नहीं मिला",
  recipientUnavailable: "इन्हें संदेश नहीं भेजा जा सकता",
  noConversations: "कोई बातचीत नहीं मिली",
  unavailable: "चैट अभी कुछ देर के लिए उपलब्ध नहीं है",
  tooLong: "संदेश ज़्यादा से ज़्यादा 4000 अक्षरों का हो सकता है",
  tooManyPeople: "एक ग्रुप में ज़्यादा से ज़्यादा 50 लोग हो सकते हैं",
  pickSomeone: "कम से कम एक व्यक्ति चुनें",
} satisfies NonNullable<MessageCatalogue["chat"]>;
