import type { MessageCatalogue } from "../../message-groups";

/** `stockCsv` in Hindi. */
export const stockCsv = {
  notText: "यह CSV फ़ाइल नहीं है। अपनी लिस्टिंग एक्सपोर्ट करें, फ़ाइल को स्प्रेडशीट में बदलें और CSV के रूप में सेव करें।",
  tooLarge: "CSV फ़ाइल 1 MB या उससे छोटी होनी चाहिए",
  noIdColumn:
    "पहली पंक्ति में कॉलम के नाम होने चाहिए, और उनमें id कॉलम भी होना चाहिए, जैसा एक्सपोर्ट की गई फ़ाइल में होता है",
  noEditableColumn: "कुछ भी बदलने के लिए फ़ाइल में price, sale_price या quantity कॉलम होना चाहिए",
  noRows: "फ़ाइल में कॉलम के नामों के नीचे कोई पंक्ति नहीं है",
  tooManyRows: "एक फ़ाइल से ज़्यादा से ज़्यादा 5,000 लिस्टिंग अपडेट हो सकती हैं",
  idMissing: "id नहीं लिखी है",
  notHers: "यह लिस्टिंग किसी दूसरी शॉप की है",
  deleted: "यह लिस्टिंग हटा दी गई थी",
  salePriceTooHigh: "सेल कीमत असली कीमत से कम होनी चाहिए",
  notStocked: "स्टॉक सिर्फ़ प्रोडक्ट का होता है: डाउनलोड और सेवाओं की quantity 0 ही रहने दें",
} satisfies NonNullable<MessageCatalogue["stockCsv"]>;
