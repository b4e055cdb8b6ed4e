import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { authEn } from "./en";

/** The auth screens in Hindi (words from `docs/glossary-hi.md`). */
export const authHi: Catalogue<typeof authEn> = {
  flow: {
    checkEmail: "अपना ईमेल देखें",
    checkPhone: "अपना फ़ोन देखें",
    sentTo: "हमने <strong>{{destination}}</strong> पर 6 अंकों का कोड भेजा है",
    join: "सहेली से जुड़ें",
    signInOrJoin: "साइन इन करें या सहेली से जुड़ें",
    tagline: "पूरे भारत की महिला उद्यमियों के साथ ख़रीदारी करें, जुड़ें और आगे बढ़ें।",
    members: "10K+ सदस्य",
    free: "जुड़ना मुफ़्त है",
  },
  identify: {
    signInWith: "इससे साइन इन करें",
    email: "ईमेल",
    phone: "फ़ोन",
    emailLabel: "ईमेल पता",
    emailHint: "हम आपको 6 अंकों का कोड ईमेल करेंगे। पासवर्ड की ज़रूरत नहीं।",
    phoneLabel: "फ़ोन नंबर",
    phoneHint: "अपना देश कोड भी लिखें, जैसे भारत के लिए +91।",
    emailSuggestions: "ईमेल के सुझाव",
    sendCode: "कोड भेजें",
  },
  oauth: {
    or: "या",
    continueWith: "{{provider}} से आगे बढ़ें",
  },
  code: {
    label: "सत्यापन कोड",
    expired: "कोड की समय-सीमा ख़त्म हो गई",
    expiresIn: "कोड {{time}} में ख़त्म होगा",
    verify: "पुष्टि करें और आगे बढ़ें",
    differentEmail: "दूसरा ईमेल डालें",
    differentPhone: "दूसरा फ़ोन नंबर डालें",
    resendIn: "{{seconds}} सेकंड में दोबारा भेजें",
    resend: "कोड दोबारा भेजें",
    devOutboxEmail: "यह सर्वर असली ईमेल नहीं भेजता।",
    devOutboxSms: "यह सर्वर असली SMS नहीं भेजता।",
    openOutbox: "डेव आउटबॉक्स खोलें",
  },
  terms: "आगे बढ़कर आप सहेली की <terms>सेवा की शर्तें</terms> और <privacy>प्राइवेसी पॉलिसी</privacy> से सहमत होती हैं।",
  error: {
    title: "साइन इन की जाँच में गड़बड़ी",
    description: "हम यह नहीं जाँच पाए कि आप साइन इन हैं या नहीं। {{message}}",
    dismiss: "बंद करें",
    retry: "ठीक करें और फिर कोशिश करें",
    timeout: "सर्वर ने जवाब देने में बहुत देर लगाई।",
  },
  callback: {
    title: "साइन इन हो रहा है · सहेली",
    cancelled: "साइन इन रद्द कर दिया गया, इसलिए आप साइन इन नहीं हैं।",
    providerFailed: "साइन इन सेवा आपको साइन इन नहीं कर पाई।",
    incomplete: "यह साइन इन लिंक अधूरा है या इसकी समय-सीमा ख़त्म हो गई है।",
    failed: "हम आपको साइन इन नहीं कर पाए",
    tryAgain: "फिर कोशिश करें",
    backHome: "होम पर वापस जाएँ",
    signingIn: "आपको साइन इन किया जा रहा है…",
    moment: "बस एक पल, हम आपका खाता जोड़ रहे हैं।",
    welcomeBack: "फिर से स्वागत है, {{name}}",
  },
};
