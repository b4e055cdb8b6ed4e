import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { searchEn } from "./en";

/** The search box's and the community search's words in Hindi (words from `docs/glossary-hi.md`). */
export const searchHi: Catalogue<typeof searchEn> = {
  box: {
    label: "सहेली पर खोजें",
    placeholder: "प्रोडक्ट, ब्रांड, शॉप और सेवाएँ खोजें...",
    byImage: "इमेज से खोजें",
    byVoice: "बोलकर खोजें",
    listening: "सुन रहे हैं…",
    searchingLabel: "खोज रहे हैं",
    searching: "खोज रहे हैं…",
    suggestions: "खोज के सुझाव",
    startTyping: "प्रोडक्ट, शॉप और लोगों को खोजने के लिए लिखना शुरू करें।",
  },
  sections: {
    suggestions: "सुझाव",
    products: "प्रोडक्ट",
    services: "सेवाएँ",
    shops: "शॉप",
    people: "लोग",
    groups: "ग्रुप",
    pages: "पेज",
    categories: "कैटेगरी",
    posts: "पोस्ट",
    jobs: "नौकरियाँ",
    radio: "रेडियो",
  },
  suggestion: {
    searchAll: "“{{query}}” के लिए सब जगह खोजें",
    category: "कैटेगरी",
    shop: "शॉप",
    trend: "ट्रेंडिंग",
  },
  community: {
    pageTitle: "कम्युनिटी में खोजें · सहेली",
    pageTitleFor: "कम्युनिटी में “{{query}}” · सहेली",
    back: "कम्युनिटी",
    title: "कम्युनिटी में खोजें",
    input: "कम्युनिटी में खोजें",
    tabs: "नतीजों के प्रकार",
    tab: { people: "लोग", posts: "पोस्ट", groups: "ग्रुप", jobs: "नौकरियाँ" },
    typeToSearch: "खोजने के लिए कोई नाम, किसी पोस्ट का शब्द या ग्रुप का नाम लिखें।",
    typeMore: "खोजने के लिए कम से कम {{min}} अक्षर लिखें।",
    unavailable: "खोज अभी उपलब्ध नहीं है",
    tryOther: "दूसरे शब्दों से या दूसरे टैब में खोजकर देखें।",
    results: "नतीजे",
    loading: "लोड हो रहा है…",
    more: "और नतीजे दिखाएँ",
  },
};
