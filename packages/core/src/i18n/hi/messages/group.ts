import type { MessageCatalogue } from "../../message-groups";

/** `group` in Hindi. */
export const group = {
  notFound: "ग्रुप नहीं मिला",
  joinToPost: "इस ग्रुप में पोस्ट करने के लिए पहले ग्रुप से जुड़ें",
  creatorStays: "ग्रुप बनाने वाली ग्रुप नहीं छोड़ सकती",
  nameTaken: "इस नाम का ग्रुप पहले से मौजूद है",
  created: "ग्रुप बन गया",
  joined: "आप ग्रुप से जुड़ गईं",
  left: "आपने ग्रुप छोड़ दिया",
} satisfies NonNullable<MessageCatalogue["group"]>;
