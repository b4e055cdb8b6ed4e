import type { Catalogue } from "../catalogue";
import type { uiEn } from "../en/common-ui";

/** The shared components' words in Hindi (words from `docs/glossary-hi.md`). */
export const uiHi: Catalogue<typeof uiEn> = {
  ui: {
    close: "बंद करें",
    cancel: "रद्द करें",
    loading: "लोड हो रहा है",
    loadingPage: "लोड हो रहा है...",
    tryAgain: "फिर कोशिश करें",
  },
  signInRequired: {
    title: "आगे बढ़ने के लिए साइन इन करें",
    membersOnly:
      "सहेली का यह हिस्सा सदस्यों के लिए है: कम्युनिटी, संदेश, शॉप और विक्रेताओं के टूल। जुड़ने के लिए साइन इन करें या मुफ़्त खाता बनाएँ।",
    signIn: "साइन इन करें",
    createAccount: "खाता बनाएँ",
    backHome: "होम पर वापस जाएँ",
  },
  commerce: {
    bookingNote: "यह ऑर्डर एक बुकिंग है। इसका समय, मीटिंग लिंक और बदलाव बुकिंग के पेज पर हैं।",
    openBooking: "बुकिंग खोलें",
    salePrice: "सेल कीमत ",
    was: "पहले ",
    off: "{{percent}}% छूट",
    noReviews: "नया · अभी कोई रिव्यू नहीं",
    rated_one: "{{count}} रिव्यू से 5 में से {{rating}} रेटिंग",
    rated_other: "{{count}} रिव्यू से 5 में से {{rating}} रेटिंग",
    verified: "(सत्यापित)",
    categories: "कैटेगरी",
    moreCategories: "+{{number}} और",
  },
  charts: { showNumbers: "आँकड़े देखें", day: "दिन" },
  aiSuggestions: {
    comprehensive: "पूरा विवरण",
    words: "{{number}} शब्द",
    label: "लिखने के सुझाव",
    hide: "सुझाव छिपाएँ",
  },
};
