import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { locationEn } from "../en/location";

/** Her delivery location in Hindi. */
export const locationHi: Catalogue<typeof locationEn> = {
  face: { deliverTo: "डिलीवरी का पता", india: "भारत" },
  popover: {
    heading: "अपनी डिलीवरी लोकेशन चुनें",
    deliveringTo: "डिलीवरी यहाँ होगी: <place>{{place}}</place>",
    addAddress: "पता जोड़ें",
    loading: "आपके पते लोड हो रहे हैं…",
    saved: "सेव किए गए पते",
    default: "(डिफ़ॉल्ट)",
    signIn: "साइन इन करें",
    signInRest: " और अपने सेव किए गए पते देखें।",
    detect: "मेरी अभी की लोकेशन लें",
    pincodeLabel: "या पिनकोड डालें",
    pincodePlaceholder: "6 अंकों का पिनकोड",
    add: "जोड़ें",
  },
  dialog: {
    saved: "पता सेव हो गया",
    title: "डिलीवरी का पता जोड़ें",
    description: "पहले पिनकोड डालें: शहर और राज्य हम भर देंगे।",
    label: "किस तरह का पता",
    labels: { home: "घर", office: "ऑफ़िस", other: "अन्य" },
    name: "नाम",
    namePlaceholder: "घर, मम्मी का घर…",
    phone: "फ़ोन (ज़रूरी नहीं)",
    pincode: "पिनकोड",
    city: "शहर",
    state: "राज्य",
    line: "मकान, गली (ज़रूरी नहीं)",
    landmark: "पास की पहचान (ज़रूरी नहीं)",
    makeDefault: "इसे मेरा डिफ़ॉल्ट पता बनाएँ",
    cancel: "रद्द करें",
    save: "पता सेव करें",
  },
};
