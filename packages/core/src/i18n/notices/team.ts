import { APPEAL_TEXT, type ReportKind } from "../../admin";
import { DEFAULT_DECLINE_MESSAGE } from "../../jobs";
import type { WordGroup } from "./words";

type Named = { name: string | null };
type Reason = { reason: string };

const HI_APPEAL =
  "अपील करने के लिए 30 दिनों के अंदर इस ईमेल का जवाब दें या support@saheli.app पर लिखें: कोई ऐसी एडमिन इसकी जाँच करेगी जिसने यह फ़ैसला नहीं लिया था।";
const EN_APPEAL = APPEAL_TEXT;

// Feminine in Hindi (पोस्ट, कमेंट as people say it, प्रोफ़ाइल, लिस्टिंग, नौकरी की पोस्ट): one agreement for all.
const HI_KIND: Record<ReportKind, string> = {
  post: "पोस्ट",
  comment: "कमेंट",
  profile: "प्रोफ़ाइल",
  listing: "लिस्टिंग",
  job: "नौकरी की पोस्ट",
};

/** What Saheli's admins and moderators tell a member, in the app and by e-mail. */
export const ModerationWords = {
  appeal: { en: () => EN_APPEAL, hi: () => HI_APPEAL },
  suspended: { en: () => "Your account is suspended", hi: () => "आपका खाता सस्पेंड कर दिया गया है" },
  suspendedText: {
    en: (p: Reason) => `${p.reason} ${EN_APPEAL}`,
    hi: (p: Reason) => `${p.reason} ${HI_APPEAL}`,
  },
  suspendedSubject: {
    en: () => "Your Saheli account is suspended",
    hi: () => "आपका सहेली खाता सस्पेंड कर दिया गया है",
  },
  suspendedMail: {
    en: (p: Named & Reason) =>
      [
        `Hello ${p.name},`,
        "",
        "An admin has suspended your Saheli account. While it is suspended you cannot sign in, and your posts, comments, profile and shop are hidden.",
        "",
        `The reason given: ${p.reason}`,
        "",
        EN_APPEAL,
      ].join("\n"),
    hi: (p: Named & Reason) =>
      [
        `नमस्ते ${p.name},`,
        "",
        "एक एडमिन ने आपका सहेली खाता सस्पेंड कर दिया है। जब तक यह सस्पेंड है, आप साइन इन नहीं कर सकतीं, और आपकी पोस्ट, कमेंट, प्रोफ़ाइल और शॉप छिपे रहेंगे।",
        "",
        `बताई गई वजह: ${p.reason}`,
        "",
        HI_APPEAL,
      ].join("\n"),
  },
  reinstated: { en: () => "Your account is active again", hi: () => "आपका खाता फिर से चालू है" },
  reinstatedSubject: {
    en: () => "Your Saheli account is active again",
    hi: () => "आपका सहेली खाता फिर से चालू है",
  },
  reinstatedMail: {
    en: (p: Named & Reason & { url: string }) =>
      [
        `Hello ${p.name},`,
        "",
        "Your Saheli account is no longer suspended: you can sign in again, and your posts, profile and shop are back.",
        "",
        `The admin wrote: ${p.reason}`,
        "",
        `Sign in: ${p.url}`,
      ].join("\n"),
    hi: (p: Named & Reason & { url: string }) =>
      [
        `नमस्ते ${p.name},`,
        "",
        "आपका सहेली खाता अब सस्पेंड नहीं है: आप फिर से साइन इन कर सकती हैं, और आपकी पोस्ट, प्रोफ़ाइल और शॉप वापस आ गए हैं।",
        "",
        `एडमिन ने लिखा: ${p.reason}`,
        "",
        `साइन इन करें: ${p.url}`,
      ].join("\n"),
  },
  warning: { en: () => "A note from Saheli's moderators", hi: () => "सहेली की मॉडरेटर टीम की ओर से एक संदेश" },
  warningMail: {
    en: (p: Named & Reason) =>
      [
        `Hello ${p.name},`,
        "",
        "Something you shared was reported by the community and reviewed by an admin.",
        "",
        `The admin wrote: ${p.reason}`,
        "",
        "Repeated breaches of the community guidelines can lead to a suspension.",
        EN_APPEAL,
      ].join("\n"),
    hi: (p: Named & Reason) =>
      [
        `नमस्ते ${p.name},`,
        "",
        "आपकी शेयर की हुई किसी चीज़ की कम्युनिटी ने रिपोर्ट की थी, और एक एडमिन ने उसकी जाँच की है।",
        "",
        `एडमिन ने लिखा: ${p.reason}`,
        "",
        "कम्युनिटी के नियम बार-बार तोड़ने पर खाता सस्पेंड हो सकता है।",
        HI_APPEAL,
      ].join("\n"),
  },
  contentActioned: {
    en: (p: { kind: ReportKind; hidden: boolean }) =>
      `Your ${p.kind} was ${p.hidden ? "hidden" : "removed"} by a moderator`,
    hi: (p: { kind: ReportKind; hidden: boolean }) =>
      `एक मॉडरेटर ने आपकी ${HI_KIND[p.kind]} ${p.hidden ? "छिपा दी" : "हटा दी"}`,
  },
} as const satisfies WordGroup;

/** Saheli's support team: her request received, answered, and the admins' queue. */
export const SupportWords = {
  received: {
    en: (p: { reference: string }) => `We received your request [${p.reference}]`,
    hi: (p: { reference: string }) => `हमें आपका अनुरोध मिल गया है [${p.reference}]`,
  },
  receivedMail: {
    en: (p: { acknowledgement: string; subject: string; url: string }) =>
      `${p.acknowledgement}\n\nYour request: ${p.subject}\nSee it and add details: ${p.url}\n\n— Saheli Support`,
    hi: (p: { acknowledgement: string; subject: string; url: string }) =>
      `${p.acknowledgement}\n\nआपका अनुरोध: ${p.subject}\nइसे देखें और जानकारी जोड़ें: ${p.url}\n\n— सहेली सपोर्ट टीम`,
  },
  acknowledgement: {
    en: (p: { reference: string; respondBy: string; resolveBy: string }) =>
      [
        `We have received your request ${p.reference}. Thank you for telling us.`,
        `A member of Saheli's support team will reply by ${p.respondBy} (within 48 hours), and we aim to resolve it by ${p.resolveBy} at the latest.`,
        "You will get an e-mail and a notification when we reply. You can add details here at any time.",
      ].join("\n\n"),
    hi: (p: { reference: string; respondBy: string; resolveBy: string }) =>
      [
        `हमें आपका अनुरोध ${p.reference} मिल गया है। हमें बताने के लिए धन्यवाद।`,
        `सहेली की सपोर्ट टीम ${p.respondBy} तक (48 घंटों के अंदर) जवाब देगी, और हमारी कोशिश है कि ज़्यादा से ज़्यादा ${p.resolveBy} तक इसका हल हो जाए।`,
        "हमारा जवाब आने पर आपको ईमेल और सूचना मिलेगी। आप यहाँ कभी भी और जानकारी जोड़ सकती हैं।",
      ].join("\n\n"),
  },
  youClosed: {
    en: () => "You closed this request. Thank you for letting us know.",
    hi: () => "आपने यह अनुरोध बंद कर दिया। हमें बताने के लिए धन्यवाद।",
  },
  weClosed: {
    en: () => "Saheli Support closed this request.",
    hi: () => "सहेली सपोर्ट टीम ने यह अनुरोध बंद कर दिया।",
  },
  newRequest: { en: () => "New support request", hi: () => "सपोर्ट का नया अनुरोध" },
  replied: { en: () => "Saheli Support replied", hi: () => "सहेली सपोर्ट टीम ने जवाब दिया" },
  signature: {
    en: (p: { first: string | null }) => (p.first ? `${p.first} from Saheli Support` : "Saheli Support"),
    hi: (p: { first: string | null }) => (p.first ? `${p.first}, सहेली सपोर्ट टीम` : "सहेली सपोर्ट टीम"),
  },
  replyMail: {
    en: (p: { body: string; signature: string; closed: boolean; url: string }) =>
      `${p.body}\n\n— ${p.signature}\n\n${
        p.closed
          ? "We closed this request. If you still need help, open a new one from the help centre."
          : "Reply or add details"
      }: ${p.url}`,
    hi: (p: { body: string; signature: string; closed: boolean; url: string }) =>
      `${p.body}\n\n— ${p.signature}\n\n${
        p.closed
          ? "हमने यह अनुरोध बंद कर दिया है। अगर आपको अब भी मदद चाहिए, तो मदद केंद्र से नया अनुरोध भेजें"
          : "जवाब दें या और जानकारी जोड़ें"
      }: ${p.url}`,
  },
} as const satisfies WordGroup;

type Job = { job: string };

/** A job's poster and applicants. */
export const JobWords = {
  application: { en: () => "New application", hi: () => "नया आवेदन" },
  applicationText: {
    en: (p: Named & Job) => `${p.name || "Someone"} applied to ${p.job}`,
    hi: (p: Named & Job) => `${p.name || "किसी"} ने ${p.job} के लिए आवेदन किया`,
  },
  shortlisted: {
    en: (p: Job) => `You're shortlisted for ${p.job}`,
    hi: (p: Job) => `${p.job} के लिए आपको शॉर्टलिस्ट किया गया है`,
  },
  shortlistedText: {
    en: (p: { business: string | null }) =>
      `${p.business} shortlisted your application. They may message you in chat.`,
    hi: (p: { business: string | null }) =>
      `${p.business} ने आपका आवेदन शॉर्टलिस्ट किया है। वे आपको चैट में मैसेज कर सकते हैं।`,
  },
  declined: {
    en: () => DEFAULT_DECLINE_MESSAGE,
    hi: () =>
      "आवेदन करने और उसमें लगाए गए समय के लिए धन्यवाद। हमने इस काम के लिए दूसरे आवेदकों के साथ आगे बढ़ने का फ़ैसला किया है, पर आपसे सुनकर हमें ख़ुशी हुई और हम आपकी सफलता की कामना करते हैं। कृपया हमारी आगे की नौकरियों के लिए भी ज़रूर आवेदन करें।",
  },
  update: {
    en: (p: Job) => `An update on your application for ${p.job}`,
    hi: (p: Job) => `${p.job} के लिए आपके आवेदन पर अपडेट`,
  },
} as const satisfies WordGroup;
