import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { assistantEn } from "./en";

/** The support assistant in Hindi (words from `docs/glossary-hi.md`). */
export const assistantHi: Catalogue<typeof assistantEn> = {
  widget: { button: "AI" },
  panel: {
    label: "सहेली असिस्टेंट",
    heading: "सहेली असिस्टेंट",
    subtitle: "हमारे मदद केंद्र और आपके ऑर्डर से जवाब",
    export: "बातचीत एक्सपोर्ट करें",
    exportTitle: "बातचीत एक्सपोर्ट करें (JSON)",
    minimise: "असिस्टेंट छोटा करें",
    close: "असिस्टेंट बंद करें",
    quickTopics: "झटपट विषय",
    talkToPerson: "किसी व्यक्ति से बात करें",
    orderNumber: "आपका ऑर्डर नंबर",
    ask: "अपना सवाल पूछें…",
  },
  greeting: {
    customer:
      "नमस्ते! मैं सहेली की असिस्टेंट हूँ। अपने ऑर्डर, रिटर्न, भुगतान या खरीदारी के बारे में पूछें, मैं हमारे मदद केंद्र और आपके अपने ऑर्डर से जवाब दूँगी।",
    vendor:
      "नमस्ते! मैं बेचने वालों के लिए सहेली की असिस्टेंट हूँ। अपनी लिस्टिंग, ऑर्डर, भुगतान और शॉप की सेटिंग्स के बारे में पूछें, मैं हमारे मदद केंद्र और आपकी शॉप के ऑर्डर से जवाब दूँगी।",
    admin:
      "नमस्ते! मैं एडमिन के लिए सहेली की असिस्टेंट हूँ। सदस्यों, सामग्री की जाँच, ऑर्डर और भुगतान के बारे में पूछें, मैं हमारे मदद केंद्र से जवाब दूँगी।",
  },
  topic: {
    order_status: "ऑर्डर की स्थिति",
    return_refund: "रिटर्न और रिफ़ंड",
    payment_help: "भुगतान में मदद",
    product_info: "प्रोडक्ट की जानकारी",
    shipping_info: "शिपिंग की जानकारी",
    account_help: "खाते में मदद",
    listing_help: "लिस्टिंग में मदद",
    sales_analytics: "बिक्री के आँकड़े",
    payment_issues: "भुगतान की दिक्कतें",
    policy_help: "पॉलिसी में मदद",
    marketing_tips: "मार्केटिंग के सुझाव",
    inventory_help: "स्टॉक में मदद",
    user_management: "सदस्यों का प्रबंधन",
    system_status: "सिस्टम की स्थिति",
    analytics: "आँकड़े",
    content_moderation: "सामग्री की जाँच",
    financial_reports: "पैसों की रिपोर्ट",
    platform_settings: "प्लेटफ़ॉर्म की सेटिंग्स",
  },
  messages: {
    conversation: "बातचीत",
    voiceNote: "वॉइस नोट",
    answering: "असिस्टेंट जवाब लिख रही है",
  },
  answer: {
    articles: "मदद लेख",
    onSaheli: "सहेली पर",
    community: "कम्युनिटी से",
  },
  composer: {
    voiceNote: "आपका वॉइस नोट ({{seconds}} सेकंड)",
    play: "अपना वॉइस नोट सुनें",
    discard: "हटाएँ",
    sendVoice: "वॉइस नोट भेजें",
    files: "भेजी जाने वाली फ़ाइलें",
    remove: "{{name}} हटाएँ",
    attach: "फ़ाइल जोड़ें",
    stop: "रिकॉर्डिंग रोकें",
    record: "वॉइस नोट रिकॉर्ड करें",
    yourMessage: "आपका संदेश",
    recording: "रिकॉर्डिंग चल रही है… हो जाने पर रोकें दबाएँ",
    send: "भेजें",
    tooLarge: "फ़ाइल {{mb}}MB की सीमा से बड़ी है",
  },
};
