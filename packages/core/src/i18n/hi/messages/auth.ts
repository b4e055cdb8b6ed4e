import type { MessageCatalogue } from "../../message-groups";

/** `auth` in Hindi. */
export const auth = {
  emailRequired: "ईमेल ज़रूरी है",
  emailInvalid: "सही ईमेल लिखें",
  emailInvalidStore: "सही ईमेल पता ज़रूरी है",
  phoneInvalid: "देश के कोड के साथ सही फ़ोन नंबर लिखें",
  phoneInvalidStore: "सही फ़ोन नंबर ज़रूरी है",
  codeShort: "6 अंकों का कोड लिखें",
  codeInvalid: "कोड सही नहीं है",
  noOtpSession: "कोई OTP सत्र नहीं मिला। कृपया नया कोड मँगाएँ।",
  codeExpired: "आपका सत्यापन कोड पुराना हो गया है। कृपया नया कोड मँगाएँ।",
  tooManyTries: "बहुत बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।",
  tooManyFailures: "बहुत बार कोशिश नाकाम रही। कृपया एक घंटे बाद फिर कोशिश करें।",
  smsNotConfigured: "SMS की सुविधा चालू नहीं है। कृपया ईमेल से साइन इन करें।",
  invalidProvider: "यह साइन-इन तरीका मान्य नहीं है",
  providerNotConfigured: "इस तरीके से साइन इन इस सर्वर पर चालू नहीं है।",
  sessionExpired: "आपका सत्र समाप्त हो गया है। कृपया पेज रीफ़्रेश करके फिर से लॉग इन करें।",
  notAuthenticated: "आप साइन इन नहीं हैं",
  crossSite: "यह अनुरोध किसी दूसरी साइट से आया था, इसलिए मना कर दिया गया।",
  accountDeleted: "यह खाता हटाए जाने के लिए तय है। 48 घंटे के अंदर साइन इन करके इसे रद्द कर सकती हैं।",
  logoutContinues: "लॉग आउट में गड़बड़ी हुई, फिर भी लॉग आउट जारी है: ",
} satisfies NonNullable<MessageCatalogue["auth"]>;
