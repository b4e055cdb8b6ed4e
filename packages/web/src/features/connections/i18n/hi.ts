import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { connectionsEn } from "./en";

/** The video-meeting connections in Hindi (words from `docs/glossary-hi.md`). */
export const connectionsHi: Catalogue<typeof connectionsEn> = {
  section: {
    heading: "वीडियो मीटिंग",
    intro:
      "Zoom या Google Calendar कनेक्ट करें, तो जब कोई ग्राहक आपकी ऑनलाइन सेवा बुक करेगा, सहेली मीटिंग लिंक अपने-आप बना देगी। कनेक्शन के बिना बुकिंग में लिखा होगा “{{fallback}}”।",
    fallback: "लिंक विक्रेता भेजेंगी",
  },
  row: {
    tryAgain: "फिर कोशिश करें",
    disconnect: "डिस्कनेक्ट करें",
    disconnectTitle: "{{name}} डिस्कनेक्ट करें?",
    disconnectText:
      "सहेली आपका {{name}} कनेक्शन भूल जाएगी। जो मीटिंग बन चुकी हैं वे बनी रहेंगी; दोबारा कनेक्ट करने तक नई ऑनलाइन बुकिंग में लिखा होगा “{{fallback}}”।",
    disconnected: "{{name}} डिस्कनेक्ट हो गया",
    connect: "{{name}} कनेक्ट करें",
    reconnect: "{{name}} फिर से कनेक्ट करें",
  },
  state: {
    unavailable: "उपलब्ध नहीं",
    unavailableDetail: "इस सहेली पर अभी {{name}} कनेक्शन की सुविधा चालू नहीं है।",
    disconnected: "कनेक्ट नहीं है",
    disconnectedDetail: "कनेक्ट करें, ताकि हर ऑनलाइन बुकिंग के लिए मीटिंग लिंक अपने-आप बने।",
    reconnect: "फिर से कनेक्ट करना ज़रूरी है",
    expired: "समय ख़त्म",
    expiring: "जल्द ख़त्म होगा",
    connected: "कनेक्ट है",
    connectedAs: "{{email}} से कनेक्ट है।",
    connectedNoEmail: "कनेक्ट है।",
    linksMade: "आपकी ऑनलाइन बुकिंग के लिए मीटिंग लिंक अपने-आप बनते हैं।",
  },
  callback: {
    title: "कनेक्ट हो रहा है · सहेली",
    yourAccount: "आपका खाता",
    failed: "हम {{name}} कनेक्ट नहीं कर सके",
    denied: "आपने अनुमति नहीं दी, इसलिए कुछ भी कनेक्ट नहीं हुआ।",
    tryAgain: "फिर कोशिश करें",
    dashboard: "डैशबोर्ड",
    connecting: "{{name}} कनेक्ट हो रहा है…",
    moment: "बस एक पल, सहेली कनेक्शन पूरा कर रही है।",
    connected: "{{name}} कनेक्ट हो गया",
  },
};
