import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { groupsEn } from "../en/groups";

/** Groups and a profile's Posts tab in Hindi. */
export const groupsHi: Catalogue<typeof groupsEn> = {
  groups: {
    title: "ग्रुप · सहेली",
    back: "फ़ीड पर वापस जाएँ",
    heading: "ग्रुप",
    create: "ग्रुप बनाएँ",
    search: "ग्रुप खोजें",
    mine: "मेरे ग्रुप",
    error: "हम ग्रुप नहीं दिखा सके",
    emptyTitle: "कोई ग्रुप नहीं मिला",
    emptyDescription: "अपने हुनर, अपने शहर या अपने लक्ष्य के लिए एक ग्रुप शुरू करें।",
    list: "ग्रुप",
    members_one: "{{formatted}} सदस्य",
    members_other: "{{formatted}} सदस्य",
    joined: " · आप सदस्य हैं",
  },
  group: {
    title: "{{name}} · सहेली",
    notFound: "ग्रुप नहीं मिला",
    notFoundHint: "हो सकता है इसका नाम बदल गया हो या इसे हटा दिया गया हो।",
    all: "सभी ग्रुप",
    post: "ग्रुप में पोस्ट करें",
    leave: "ग्रुप छोड़ें",
    join: "ग्रुप से जुड़ें",
    emptyTitle: "अभी कोई पोस्ट नहीं",
    emptyDescription: "इस ग्रुप में सदस्यों की पोस्ट यहाँ दिखेंगी।",
  },
  createGroup: {
    title: "ग्रुप बनाएँ",
    description: "एक जैसे हुनर, शहर या लक्ष्य वाली महिलाओं को साथ लाएँ।",
    name: "ग्रुप का नाम",
    purpose: "यह ग्रुप किसलिए है?",
    cancel: "रद्द करें",
    create: "ग्रुप बनाएँ",
    created: "ग्रुप बन गया",
  },
  authorPosts: {
    ownTitle: "आपने अभी तक कुछ पोस्ट नहीं किया है",
    title: "{{name}} ने अभी तक कुछ पोस्ट नहीं किया है",
    ownDescription: "कम्युनिटी में अपनी कोई जीत, सवाल या विचार शेयर करें।",
    description: "उनकी पोस्ट यहाँ दिखेंगी।",
  },
};
