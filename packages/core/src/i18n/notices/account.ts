import type { WordGroup } from "./words";

type Code = { code: string; minutes: number };

/** The sign-in code, by e-mail and SMS: in the language of the browser that asked for it. */
export const SignInCodeWords = {
  subject: {
    en: (p: Code) => `${p.code} is your Saheli sign-in code`,
    hi: (p: Code) => `${p.code} सहेली पर साइन इन के लिए आपका कोड है`,
  },
  intro: { en: () => "Your Saheli sign-in code is", hi: () => "सहेली पर साइन इन के लिए आपका कोड है" },
  once: {
    en: (p: Code) => `It works once, for ${p.minutes} minutes, in the browser where you asked for it.`,
    hi: (p: Code) => `यह सिर्फ़ एक बार, ${p.minutes} मिनट तक, उसी ब्राउज़र में काम करेगा जिसमें आपने इसे माँगा था।`,
  },
  ignore: {
    en: () => "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
    hi: () => "अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: कोड के बिना कोई साइन इन नहीं कर सकता।",
  },
  ignoreShort: {
    en: () => "If you did not ask for it, you can ignore this e-mail.",
    hi: () => "अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।",
  },
  tagline: {
    en: () => "Saheli: shop, connect and grow together.",
    hi: () => "सहेली: साथ मिलकर खरीदें, जुड़ें और आगे बढ़ें।",
  },
  sms: {
    en: (p: Code) =>
      `${p.code} is your Saheli sign-in code. It expires in ${p.minutes} minutes. Never share it.`,
    hi: (p: Code) =>
      `${p.code} सहेली पर साइन इन के लिए आपका कोड है। यह ${p.minutes} मिनट में ख़त्म हो जाएगा। इसे किसी को न बताएँ।`,
  },
} as const satisfies WordGroup;

type Hello = { name: string | null };

/** How her verification was decided. */
export const VerificationWords = {
  approvedSubject: { en: () => "You are verified on Saheli", hi: () => "सहेली पर आपका सत्यापन हो गया है" },
  approvedMail: {
    en: (p: Hello & { url: string }) =>
      [
        `Hello ${p.name},`,
        "",
        "Your verification is approved. You can now post, comment, message members, join groups and open your own shop.",
        "",
        `Continue to Saheli: ${p.url}`,
      ].join("\n"),
    hi: (p: Hello & { url: string }) =>
      [
        `नमस्ते ${p.name},`,
        "",
        "आपका सत्यापन मंज़ूर हो गया है। अब आप पोस्ट और कमेंट कर सकती हैं, सदस्यों को संदेश भेज सकती हैं, ग्रुप में शामिल हो सकती हैं और अपनी शॉप खोल सकती हैं।",
        "",
        `सहेली पर जाएँ: ${p.url}`,
      ].join("\n"),
  },
  declinedSubject: { en: () => "About your Saheli verification", hi: () => "सहेली पर आपके सत्यापन के बारे में" },
  declinedMail: {
    en: (p: Hello & { reason: string; url: string }) =>
      [
        `Hello ${p.name},`,
        "",
        "We could not verify you this time.",
        p.reason ? `The reviewer wrote: ${p.reason}` : "",
        "",
        "You can still browse and buy, support women-owned businesses and read educational content.",
        "If you think this is wrong, you can appeal once and a different reviewer will look at it, or try again after 24 hours.",
        `Open Saheli to appeal: ${p.url}`,
      ].join("\n"),
    hi: (p: Hello & { reason: string; url: string }) =>
      [
        `नमस्ते ${p.name},`,
        "",
        "इस बार हम आपका सत्यापन नहीं कर पाए।",
        p.reason ? `जाँच करने वाली ने लिखा: ${p.reason}` : "",
        "",
        "आप अब भी प्रोडक्ट देख और खरीद सकती हैं, महिलाओं के बिज़नेस का साथ दे सकती हैं और सीखने वाली सामग्री पढ़ सकती हैं।",
        "अगर आपको लगता है कि यह फ़ैसला गलत है, तो आप एक बार अपील कर सकती हैं और कोई दूसरी जाँचकर्ता इसे देखेगी, या 24 घंटे बाद फिर कोशिश करें।",
        `अपील करने के लिए सहेली खोलें: ${p.url}`,
      ].join("\n"),
  },
} as const satisfies WordGroup;

/** Her data archive is ready. `until` is a date in her language. */
export const DataExportWords = {
  readySubject: {
    en: () => "Your Saheli data is ready to download",
    hi: () => "आपका सहेली डेटा डाउनलोड के लिए तैयार है",
  },
  readyMail: {
    en: (p: { link: string; until: string }) =>
      `The archive of your Saheli data you asked for is ready.\n\nDownload it from Settings while signed in: ${p.link}\n\nThe link works until ${p.until}; after that the archive is deleted and you can ask for a new one.\n\nIf you did not ask for this, please sign in and check your account, or reply to this e-mail.`,
    hi: (p: { link: string; until: string }) =>
      `आपने अपने सहेली डेटा का जो आर्काइव माँगा था, वह तैयार है।\n\nसाइन इन करके इसे सेटिंग्स से डाउनलोड करें: ${p.link}\n\nयह लिंक ${p.until} तक काम करेगा; उसके बाद आर्काइव हटा दिया जाएगा और आप नया माँग सकती हैं।\n\nअगर आपने यह नहीं माँगा था, तो कृपया साइन इन करके अपना खाता जाँचें, या इस ईमेल का जवाब दें।`,
  },
} as const satisfies WordGroup;

/** The newsletter's own mails (an issue is sent as its editor wrote it). */
export const NewsletterWords = {
  confirmSubject: {
    en: () => "Please confirm your Saheli newsletter subscription",
    hi: () => "कृपया सहेली न्यूज़लेटर के सब्सक्रिप्शन की पुष्टि करें",
  },
  confirmMail: {
    en: (p: { link: string; days: number }) =>
      [
        "Hello,",
        "",
        "Someone (we hope you) asked to receive the Saheli newsletter at this address: new shops, founder stories and community events, about once a month.",
        "",
        "To confirm, open this link:",
        p.link,
        "",
        `The link works for ${p.days} days. If you did not ask for this, ignore this e-mail: we will not write to you again.`,
        "",
        "Saheli",
      ].join("\n"),
    hi: (p: { link: string; days: number }) =>
      [
        "नमस्ते,",
        "",
        "किसी ने (हमें उम्मीद है कि आपने) इस पते पर सहेली न्यूज़लेटर पाने के लिए कहा है: नई शॉप, बिज़नेस शुरू करने वाली महिलाओं की कहानियाँ और कम्युनिटी इवेंट, लगभग महीने में एक बार।",
        "",
        "पुष्टि करने के लिए यह लिंक खोलें:",
        p.link,
        "",
        `यह लिंक ${p.days} दिनों तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: हम आपको दोबारा नहीं लिखेंगे।`,
        "",
        "सहेली",
      ].join("\n"),
  },
  welcomeSubject: { en: () => "Welcome to the Saheli newsletter", hi: () => "सहेली न्यूज़लेटर में आपका स्वागत है" },
  welcomeMail: {
    en: () =>
      [
        "Thank you for confirming. You will receive the Saheli newsletter about once a month: new shops, founder stories and community events.",
        "",
        "You can unsubscribe from any issue with one click.",
      ].join("\n"),
    hi: () =>
      [
        "पुष्टि करने के लिए धन्यवाद। आपको लगभग महीने में एक बार सहेली न्यूज़लेटर मिलेगा: नई शॉप, बिज़नेस शुरू करने वाली महिलाओं की कहानियाँ और कम्युनिटी इवेंट।",
        "",
        "आप किसी भी अंक से एक क्लिक में सब्सक्रिप्शन बंद कर सकती हैं।",
      ].join("\n"),
  },
  unsubscribeLine: {
    en: (p: { link: string }) => `Unsubscribe with one click: ${p.link}`,
    hi: (p: { link: string }) => `एक क्लिक में सब्सक्रिप्शन बंद करें: ${p.link}`,
  },
} as const satisfies WordGroup;
