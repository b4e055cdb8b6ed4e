import type { Catalogue } from "../catalogue";
import type { common as english } from "../en/common";
import { footerHi } from "./common-footer";
import { pagesHi } from "./common-pages";
import { shellHi } from "./common-shell";
import { uiHi } from "./common-ui";

/** The shell's words in Hindi (words from `docs/glossary-hi.md`). */
export const common: Catalogue<typeof english> = {
  language: {
    label: "भाषा",
    choose: "अपनी भाषा चुनें",
    hint: "सहेली के मेन्यू, संदेश और ईमेल आपकी चुनी भाषा में आएँगे। पोस्ट और लिस्टिंग वैसी ही दिखेंगी जैसी लिखने वालों ने लिखी हैं।",
    changed: "अब सहेली हिन्दी में है",
    failed: "अभी आपकी पसंद सेव नहीं हो पाई, इसलिए हो सकता है सहेली इसे अगली बार याद न रखे। कृपया फिर कोशिश करें।",
  },
  nav: {
    primary: "मुख्य",
    home: "होम",
    post: "पोस्ट",
    radio: "रेडियो",
    "my-network": "मेरा नेटवर्क",
    network: "नेटवर्क",
    chat: "चैट",
    shop: "शॉप",
    cart: "कार्ट",
  },
  account: {
    menu: "खाता",
    menuFor: "{{name}} का खाता मेन्यू",
    hello: "नमस्ते, {{name}}",
    sheetDescription: "आपकी प्रोफ़ाइल, आपके लोग और सेटिंग्स",
    people: "आपके लोग",
    verified: "सत्यापित",
    logout: "लॉग आउट",
    badge: { admin: "एडमिन", member: "सदस्य", business: "बिज़नेस" },
    links: {
      profile: "मेरी प्रोफ़ाइल",
      "followed-shops": "फ़ॉलो की गई शॉप",
      community: "कम्युनिटी",
      settings: "सेटिंग्स",
      "manage-shop": "शॉप सँभालें",
      "create-shop": "शॉप बनाएँ",
      admin: "एडमिन डैशबोर्ड",
      "admin-verifications": "सत्यापन",
      "admin-reports": "रिपोर्ट",
      "admin-broadcast": "ब्रॉडकास्ट",
    },
    tiles: { connections: "कनेक्शन", followers: "फ़ॉलोअर", following: "फ़ॉलोइंग" },
  },
  connect: {
    title: "{{name}} से कनेक्ट करें",
    description:
      "कनेक्शन एक-दूसरे को फ़ॉलो करते हैं और 'मेरा नेटवर्क' में एक-दूसरे को देखते हैं। एक छोटा संदेश जोड़ें, ताकि {{firstName}} जान सकें कि आप क्यों जुड़ना चाहती हैं।",
    note: "संदेश (ज़रूरी नहीं)",
    placeholder: "नमस्ते {{firstName}}, मैं आपसे जुड़ना चाहूँगी…",
    count: "{{max}} में से {{count}} अक्षर",
    cancel: "रद्द करें",
    send: "अनुरोध भेजें",
    sent: "{{name}} को अनुरोध भेज दिया गया",
  },
  footer: {
    about:
      "सहेली वह जगह है जहाँ पूरे भारत की महिला उद्यमी ख़रीदारी करती हैं, जुड़ती हैं और साथ बढ़ती हैं: महिलाओं के चलाए बिज़नेस का बाज़ार और उनके पीछे की कम्युनिटी।",
    madeWithCare: "© {{year}} सहेली। भारत में प्यार से बनाया गया।",
    ...footerHi,
  },
  ...shellHi,
  ...pagesHi,
  ...uiHi,
};
