import type { Catalogue } from "../catalogue";
import type { footerEn } from "../en/common-footer";

/** The footer's columns and newsletter box in Hindi (words from `docs/glossary-hi.md`). */
export const footerHi: Catalogue<typeof footerEn> = {
  columns: {
    shop: {
      title: "ख़रीदारी",
      marketplace: "बाज़ार",
      featured: "चुने हुए",
      bestsellers: "सबसे ज़्यादा बिकने वाले",
      deals: "ऑफ़र",
      trending: "ट्रेंडिंग",
      allShops: "सभी शॉप",
    },
    sell: {
      title: "बेचें",
      startSelling: "बेचना शुरू करें",
      createListing: "लिस्टिंग बनाएँ",
      vendorDashboard: "विक्रेता डैशबोर्ड",
      shopAnalytics: "शॉप के आँकड़े",
      sellerSupport: "विक्रेता सपोर्ट",
    },
    community: {
      title: "कम्युनिटी",
      feed: "कम्युनिटी फ़ीड",
      myNetwork: "मेरा नेटवर्क",
      jobs: "नौकरियाँ",
      messages: "संदेश",
      savedPosts: "सेव की गई पोस्ट",
    },
    help: {
      title: "मदद",
      helpCentre: "मदद केंद्र",
      trackOrder: "ऑर्डर ट्रैक करें",
      privacy: "प्राइवेसी पॉलिसी",
      terms: "सेवा की शर्तें",
      cookies: "कुकी सेटिंग्स",
      accessibility: "सुगम्यता",
      shippingReturns: "शिपिंग और रिटर्न",
      prohibitedItems: "मना की गई चीज़ें",
      deleteAccount: "अपना खाता हटाएँ",
    },
  },
  supportHours: "सोम-शुक्र सुबह 9 से रात 9 बजे (IST)",
  region: "भारत (हिन्दी)",
  socialLabel: "{{name}} पर सहेली (नए टैब में खुलेगा)",
  newsletter: {
    almostThere: "बस एक कदम और",
    useAnother: "दूसरा पता डालें",
    label: "सहेली का न्यूज़लेटर पाएँ",
    note: "नई शॉप, संस्थापकों की कहानियाँ और कम्युनिटी इवेंट, लगभग महीने में एक बार। पुष्टि के लिए हम आपको एक लिंक ईमेल करेंगे; किसी भी अंक से सदस्यता छोड़ सकती हैं। हमारी <privacy>प्राइवेसी पॉलिसी</privacy> देखें।",
    subscribe: "सदस्यता लें",
  },
};
