import type { MessageCatalogue } from "../../message-groups";

/** `oAuth` in Hindi. */
export const oAuth = {
  invalidState: "OAuth का state पैरामीटर सही नहीं है",
  sessionExpired: "OAuth सत्र समाप्त हो गया या स्टोरेज साफ़ हो गया। कृपया फिर से कनेक्ट करें।",
  failed: "OAuth से कनेक्ट नहीं हो सका",
  platformUndetected: "OAuth प्लेटफ़ॉर्म पता नहीं चल सका",
  unsupportedPlatform: "यह OAuth प्लेटफ़ॉर्म नहीं चलता",
  authUrlFailed: "OAuth का URL नहीं बन सका",
  noToken: "इस प्लेटफ़ॉर्म का कोई OAuth टोकन नहीं मिला",
  noTokenToRefresh: "रीफ़्रेश करने के लिए कोई टोकन नहीं मिला",
  noRefreshToken: "कोई रीफ़्रेश टोकन नहीं है। नया टोकन पाने के लिए कृपया फिर से कनेक्ट करें।",
  refreshExpired: "रीफ़्रेश टोकन की समय-सीमा ख़त्म हो गई है। नया टोकन पाने के लिए कृपया फिर से कनेक्ट करें।",
  refreshFailed: "टोकन रीफ़्रेश नहीं हो सका",
  refreshNotStored: "रीफ़्रेश हुआ टोकन सेव नहीं हो सका",
  notAuthenticated: "आप साइन इन नहीं हैं",
  shopRequired: "Zoom या Google Calendar से कनेक्ट करने के लिए पहले शॉप खोलें।",
} satisfies NonNullable<MessageCatalogue["oAuth"]>;
