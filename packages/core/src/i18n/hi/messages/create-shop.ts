import type { MessageCatalogue } from "../../message-groups";

/** `createShop` in Hindi. */
export const createShop = {
  shopExists: "शॉप पहले से है",
  shopExistsBody: "आपकी शॉप पहले से है। हम आपको आपके डैशबोर्ड पर ले जा रहे हैं।",
  verificationRequired: "सत्यापन ज़रूरी है",
  verificationRequiredBody: "हम आपका सत्यापन जाँच रहे हैं। यह पेज अपने आप अपडेट हो जाएगा।",
  maxRetries: "कोशिशें पूरी हो गईं",
  maxRetriesBody: "आपका सत्यापन अभी पूरा नहीं हुआ है। कृपया थोड़ी देर बाद फिर से क्लिक करें।",
} satisfies NonNullable<MessageCatalogue["createShop"]>;
