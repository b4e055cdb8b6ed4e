import type { MessageCatalogue } from "../../message-groups";

/** `share` in Hindi (its plural and counted messages are functions, not text, and stay with the screen). */
export const share = {
  fetchErrorDetail: "आपके प्रोडक्ट या सेवाएँ लोड नहीं हो सकीं",
  tooMany: "एक पोस्ट में आप ज़्यादा से ज़्यादा 4 प्रोडक्ट या सेवाएँ शेयर कर सकती हैं",
  notYours: "आप सिर्फ़ अपनी वही लिस्टिंग शेयर कर सकती हैं जो बिक्री के लिए उपलब्ध हैं",
  unavailable: "यह चीज़ अब उपलब्ध नहीं है",
  soldOut: "स्टॉक ख़त्म",
} satisfies NonNullable<MessageCatalogue["share"]>;
