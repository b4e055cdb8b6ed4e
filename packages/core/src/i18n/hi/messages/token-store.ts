import type { MessageCatalogue } from "../../message-groups";

/** `tokenStore` in Hindi. */
export const tokenStore = {
  platformRequired: "प्लेटफ़ॉर्म ज़रूरी है",
  accessTokenRequired: "ऐक्सेस टोकन ज़रूरी है",
  platformInvalid: "प्लेटफ़ॉर्म इनमें से कोई एक होना चाहिए: zoom, google",
  accessTokenNotString: "ऐक्सेस टोकन टेक्स्ट होना चाहिए",
  refreshTokenNotString: "रीफ़्रेश टोकन टेक्स्ट होना चाहिए",
  expiresAtInvalid: "ख़त्म होने का समय सही ISO टाइमस्टैम्प होना चाहिए",
  expiresAtPast: "टोकन के ख़त्म होने की तारीख बीते हुए समय की नहीं हो सकती",
} satisfies NonNullable<MessageCatalogue["tokenStore"]>;
