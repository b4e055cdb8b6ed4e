import type { MessageCatalogue } from "../../message-groups";

/** `notification` in Hindi. */
export const notification = {
  empty: "अभी कोई सूचना नहीं है",
  emptyHint: "कुछ भी नया होते ही हम आपको बताएँगे",
  notFound: "सूचना नहीं मिली",
  broadcastAdminOnly: "घोषणाएँ सिर्फ़ एडमिन भेज सकते हैं",
  broadcastSent: "घोषणा भेज दी गई",
} satisfies NonNullable<MessageCatalogue["notification"]>;
