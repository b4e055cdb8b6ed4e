import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { commonEn } from "../en/common";

/** Words every bookings screen shares, in Hindi. */
export const commonHi: Catalogue<typeof commonEn> = {
  status: {
    confirmed: "पुष्टि हुई",
    declined: "नामंज़ूर",
    cancelled: "रद्द",
    completed: "पूरी हुई",
  },
  weekday: {
    mon: "सोमवार",
    tue: "मंगलवार",
    wed: "बुधवार",
    thu: "गुरुवार",
    fri: "शुक्रवार",
    sat: "शनिवार",
    sun: "रविवार",
  },
  paymentMethod: {
    razorpay: "अभी पेमेंट करें: UPI, कार्ड और नेटबैंकिंग",
    pay_at_service: "सेवा के समय भुगतान करें",
  },
  meetingProvider: {
    in_person: "आमने-सामने (कोई वीडियो लिंक नहीं)",
    zoom: "Zoom",
    google: "Google Meet",
  },
  paymentLine: {
    free: "मुफ़्त",
    paid: "ऑनलाइन भुगतान हुआ: {{amount}}",
    authorized: "ऑनलाइन भुगतान हुआ: {{amount}}, शॉप की पुष्टि तक रुका हुआ",
    refunded: "रिफ़ंड हुआ: {{amount}}",
    awaiting: "भुगतान का इंतज़ार: {{amount}}",
    collected: "सेवा के समय भुगतान हुआ: {{amount}}",
    void: "कोई पैसा नहीं कटा",
    other: "सेवा के समय {{amount}} का भुगतान करें",
  },
  placeLine: {
    meeting: "ऑनलाइन मीटिंग",
    vendorNoLink: "ऑनलाइन: अभी कोई मीटिंग लिंक नहीं है; शुरू होने से पहले उन्हें लिंक भेजें",
    inPerson: "आमने-सामने",
    sellerSendsLink: "ऑनलाइन: मीटिंग लिंक विक्रेता भेजेंगी",
    inPersonWith: "{{shop}} के साथ आमने-सामने",
  },
  joinMeeting: "मीटिंग में जुड़ें",
  inShopTime: "शॉप के समय से {{time}}",
  cancelDialog: {
    optional: "(ज़रूरी नहीं)",
    reasonMissing: "कृपया वजह बताएँ, ताकि उन्हें पता रहे।",
  },
  calendar: {
    summary: "{{shop}} के साथ {{title}}",
    joinHere: "यहाँ जुड़ें: {{url}}",
    booked: "सहेली पर बुक किया गया।",
    online: "ऑनलाइन",
  },
  paymentPending:
    "हम अभी आपके भुगतान की पुष्टि नहीं कर सके। अगर आपके खाते से पैसे कट गए हैं, तो कुछ ही मिनटों में आपकी बुकिंग पर भुगतान दिख जाएगा।",
};
