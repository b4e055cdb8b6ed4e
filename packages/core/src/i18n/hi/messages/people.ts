import type { MessageCatalogue } from "../../message-groups";

/** `people` in Hindi. */
export const people = {
  notAuthenticated: "आप साइन इन नहीं हैं",
  alreadyFollowing: "आप इन्हें पहले से फ़ॉलो कर रही हैं",
  requestAlreadySent: "फ़ॉलो का अनुरोध पहले ही भेजा जा चुका है",
  requestAlreadyReceived: 'इन्होंने आपको पहले ही अनुरोध भेजा है। उसे "मेरा नेटवर्क" में स्वीकार करें।',
  notFollowing: "आप इन्हें फ़ॉलो नहीं कर रही हैं",
  notAFollower: "ये आपको फ़ॉलो नहीं करतीं",
  requestNotFound: "कनेक्शन का अनुरोध नहीं मिला",
  connectionNotFound: "कनेक्शन नहीं मिला",
  receiverOnly: "यह सिर्फ़ वही कर सकती हैं जिन्हें यह अनुरोध मिला है",
  senderOnly: "यह सिर्फ़ वही कर सकती हैं जिन्होंने यह अनुरोध भेजा है",
  notYourConnection: "आप इस कनेक्शन का हिस्सा नहीं हैं",
  cannotFollowSelf: "आप ख़ुद को फ़ॉलो नहीं कर सकतीं",
  cannotConnectSelf: "आप ख़ुद से कनेक्ट नहीं कर सकतीं",
  cannotBlockSelf: "आप ख़ुद को ब्लॉक नहीं कर सकतीं",
  cannotReportSelf: "आप ख़ुद को रिपोर्ट नहीं कर सकतीं",
  blocked: "आप इनसे बातचीत या कोई और संपर्क नहीं कर सकतीं",
  notBlocked: "ये ब्लॉक नहीं हैं",
  reportReceived: "धन्यवाद। हमारी टीम इस प्रोफ़ाइल को देखेगी।",
  alreadyReported: "आप इस प्रोफ़ाइल की रिपोर्ट पहले ही कर चुकी हैं। हमारी टीम इसे देख रही है।",
  messageTooLong: "संदेश 300 अक्षरों या उससे कम का होना चाहिए",
  followFailed: "कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
} satisfies NonNullable<MessageCatalogue["people"]>;
