import type { MessageCatalogue } from "../../message-groups";

/** `radio` in Hindi. */
export const radio = {
  titleRequired: "कृपया अपने शो का शीर्षक लिखें।",
  titleTooLong: "शीर्षक ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।",
  descriptionRequired: "श्रोताओं को बताएँ कि शो किस बारे में है।",
  descriptionTooLong: "विवरण ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है।",
  episodeDescriptionTooLong: "एपिसोड के नोट्स ज़्यादा से ज़्यादा 4000 अक्षरों के हो सकते हैं।",
  categoryRequired: "कृपया कोई कैटेगरी चुनें।",
  coverRequired: "कृपया कवर इमेज जोड़ें।",
  coverNotOwn: "कवर के लिए आपकी अपलोड की हुई इमेज ही होनी चाहिए।",
  showNotFound: "शो नहीं मिला।",
  episodeNotFound: "एपिसोड नहीं मिला।",
  notYourShow: "यह सिर्फ़ शो की होस्ट कर सकती हैं।",
  showNotApproved: "एडमिन के शो मंज़ूर करने के बाद ही एपिसोड जोड़े जा सकते हैं।",
  alreadyDecided: "इस शो की जाँच पहले ही हो चुकी है।",
  notAudio: "यह फ़ाइल ऐसा ऑडियो नहीं है जिसे हम चला सकें। कृपया MP3, AAC (ADTS या M4A) या Opus (Ogg) फ़ाइल अपलोड करें।",
  audioUnreadable: "हम यह नहीं जान सके कि यह रिकॉर्डिंग कितनी लंबी है। कृपया इसे फिर से एक्सपोर्ट करके अपलोड करें।",
  audioTooLarge: "एक एपिसोड ज़्यादा से ज़्यादा 200 MB का हो सकता है।",
  noAudio: "कृपया अपलोड करने के लिए कोई ऑडियो फ़ाइल चुनें।",
  slotTaken: "यह समय शेड्यूल में किसी दूसरे शो के समय से टकरा रहा है।",
  slotStep: "स्लॉट सिर्फ़ 5 मिनट के अंतराल पर शुरू हो सकते हैं।",
  slotNotFound: "शेड्यूल में यह स्लॉट नहीं मिला।",
  tooLongForSchedule: "एक हफ़्ते से लंबा एपिसोड शेड्यूल नहीं किया जा सकता।",
  chatEmpty: "पहले कोई संदेश लिखें।",
  chatTooLong: "संदेश ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है।",
} satisfies NonNullable<MessageCatalogue["radio"]>;
