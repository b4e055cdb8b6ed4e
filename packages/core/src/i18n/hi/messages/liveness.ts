import type { MessageCatalogue } from "../../message-groups";

/** `liveness` in Hindi. */
export const liveness = {
  cameraErrorTitle: "कैमरे में दिक्कत",
  cameraErrorBody: "कृपया कैमरे की अनुमति दें",
  cameraDenied: "कैमरे की अनुमति नहीं मिली। आगे बढ़ने के लिए कृपया कैमरे की अनुमति दें।",
  cameraUnavailable: "कैमरा नहीं मिला। कृपया अपना कैमरा जाँचें और फिर कोशिश करें।",
  challengeDenied: "कैमरे की अनुमति नहीं मिली",
  maxAttempts: "सारी कोशिशें पूरी हो गईं, सत्यापन नहीं हो सका। कृपया पेज रीफ़्रेश करके फिर कोशिश करें।",
  securityFailed: "सुरक्षा जाँच पूरी नहीं हुई। कृपया लाइवनेस की सभी जाँचें पूरी करें।",
  multipleFaces: "एक से ज़्यादा चेहरे दिख रहे हैं!",
  multipleFacesHint: "कृपया ध्यान रखें कि कैमरे में सिर्फ़ आप ही दिखें",
  serviceBusy: "चेहरे के सत्यापन की सेवा अभी व्यस्त है। कृपया थोड़ा रुककर फिर कोशिश करें।",
  sessionExpired: "आपका सत्र समाप्त हो गया है। कृपया पेज रीफ़्रेश करके फिर से लॉग इन करें।",
  invalidResponse: "सर्वर से आया जवाब सही रूप में नहीं है",
  retryingTitle: "सत्यापन फिर से हो रहा है...",
  retryingBody: "पहली कोशिश नाकाम रही, अपने आप फिर से कोशिश हो रही है।",
} satisfies NonNullable<MessageCatalogue["liveness"]>;
