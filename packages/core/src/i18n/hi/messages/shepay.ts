import type { MessageCatalogue } from "../../message-groups";

/** `shepay` in Hindi. */
export const shepay = {
  noShop: "SHEPay की कमाई और पेआउट देखने के लिए शॉप खोलें।",
  invalidUpi: "name@bank जैसी UPI ID लिखें",
  invalidIfsc: "HDFC0001234 जैसा 11 अक्षरों का IFSC लिखें",
  invalidAccountNumber: "खाता नंबर लिखें: 9 से 18 अंक",
  accountHolderRequired: "खाताधारक का नाम लिखें",
  noPayoutMethod: "पेआउट माँगने से पहले SHEPay सेटिंग्स में UPI ID या बैंक खाता जोड़ें।",
  payoutMethodUnavailable: "पेआउट की जानकारी अभी सेव या देखी नहीं जा सकती। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  payoutTooSmall: "पेआउट कम से कम ₹1 का होना चाहिए।",
  payoutNotFound: "पेआउट नहीं मिला।",
  payoutDecided: 'इस पेआउट को पहले ही "भुगतान हुआ" या "नाकाम" मार्क किया जा चुका है।',
  payoutsByHand: "यहाँ पेआउट हाथ से दर्ज किए जाते हैं: RazorpayX सेट अप नहीं है।",
  payoutUnreachable:
    "RazorpayX से संपर्क नहीं हो सका, इसलिए पेआउट अभी नहीं भेजा गया। यह प्रोसेसिंग में ही रहेगा; पूरा करने के लिए इसे फिर से भेजें (यह कभी दो बार नहीं जाता)।",
  payoutSentTitle: "पेआउट रास्ते में है",
  weeklyPayoutTitle: "आपका हफ़्ते का पेआउट रास्ते में है",
  referenceRequired: "ट्रांसफ़र का बैंक या UPI रेफ़रेंस (UTR) लिखें",
  reasonRequired: "बताएँ कि पेआउट क्यों नाकाम रहा",
  balanceBelowPayout: "उनका उपलब्ध बैलेंस अब इस पेआउट से कम है। वजह लिखकर इसे नाकाम मार्क करें; वे फिर से माँग सकती हैं।",
  invalidMonth: "2026-11 जैसा महीना चुनें।",
  invalidRate: "ज़्यादा से ज़्यादा दो दशमलव अंकों वाला प्रतिशत लिखें",
  adminsOnly: "यह सिर्फ़ सहेली के एडमिन कर सकते हैं।",
} satisfies NonNullable<MessageCatalogue["shepay"]>;
