import type { MessageCatalogue } from "../../message-groups";

/** `saved` in Hindi. */
export const saved = {
  nameRequired: "कलेक्शन को कोई नाम दें।",
  nameTooLong: "नाम 50 अक्षरों या उससे कम का रखें।",
  nameTaken: "इस नाम का कलेक्शन आपके पास पहले से है।",
  tooMany: "आप ज़्यादा से ज़्यादा 100 कलेक्शन बना सकती हैं। पहले कोई ऐसा कलेक्शन हटाएँ जो अब आपके काम का नहीं है।",
  collectionNotFound: "कलेक्शन नहीं मिला।",
  notSaved: "यह चीज़ अब आपकी सेव की हुई चीज़ों में नहीं है।",
  unavailable: "यह चीज़ अब सेव करने के लिए उपलब्ध नहीं है।",
  created: "कलेक्शन बन गया",
  renamed: "कलेक्शन का नाम बदल गया",
  deleted: 'कलेक्शन हटा दिया गया। इसकी चीज़ें अब भी "सभी सेव की हुई" में हैं।',
} satisfies NonNullable<MessageCatalogue["saved"]>;
