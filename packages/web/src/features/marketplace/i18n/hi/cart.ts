import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { cartEn } from "../en/cart";

/** Her cart and wishlist in Hindi. */
export const cartHi: Catalogue<typeof cartEn> = {
  page: {
    title: "कार्ट ({{n}}) · सहेली",
    heading: "शॉपिंग कार्ट ({{n}})",
    items: "सामान",
    summary: "ऑर्डर का सारांश",
    checkout: "अभी चेकआउट करें",
    continue: "खरीदारी जारी रखें",
  },
  drawer: {
    heading: "शॉपिंग कार्ट ({{n}})",
    description: "आप जो खरीदने वाली हैं",
    checkout: "अभी चेकआउट करें",
    viewCart: "कार्ट देखें",
    continue: "खरीदारी जारी रखें",
  },
  lines: {
    loading: "आपका कार्ट लोड हो रहा है",
    error: "आपका कार्ट लोड नहीं हो पाया",
    retry: "फिर से कोशिश करें",
    emptyHint: "महिलाओं की शॉप में अपनी पसंद का कुछ ढूँढें।",
    continue: "खरीदारी जारी रखें",
  },
  line: {
    quantityOf: "{{title}} की मात्रा",
    remove: "{{title}} हटाएँ",
    fewer: "एक कम",
    more: "एक ज़्यादा",
    removeButton: "हटाएँ",
  },
  summary: {
    totalsIn: "{{currency}} में कुल",
    totals: "कुल",
    subtotal: "सामान की कीमत",
    shipping: "शिपिंग",
    free: "मुफ़्त",
    freeShippingHint: "मुफ़्त शिपिंग के लिए {{amount}} का सामान और जोड़ें।",
    total: "कुल",
  },
  merge: {
    saved: "आपका कार्ट आपके खाते में सेव हो गया",
    failed: "आपका कार्ट नहीं लाया जा सका",
  },
  wishlist: {
    pageTitle: "विशलिस्ट ({{n}}) · सहेली",
    pageHeading: "विशलिस्ट ({{n}})",
    pageItems: "विशलिस्ट का सामान",
    drawerHeading: "विशलिस्ट",
    drawerDescription: "जो चीज़ें आपको पसंद आईं",
    viewAll: "पूरी विशलिस्ट देखें",
    cart: "कार्ट",
    continue: "खरीदारी जारी रखें",
    signInHint: "जो पसंद आए उस पर दिल का निशान लगाएँ और किसी भी डिवाइस पर उसे यहाँ पाएँ।",
    signIn: "साइन इन करें",
    loading: "आपकी विशलिस्ट लोड हो रही है",
    error: "आपकी विशलिस्ट लोड नहीं हो पाई",
    chooseOptions: "विकल्प चुनें",
    addToCart: "कार्ट में जोड़ें",
    bookNow: "अभी बुक करें",
    buyNow: "अभी खरीदें",
    remove: "{{title}} को विशलिस्ट से हटाएँ",
    removeButton: "हटाएँ",
  },
};
