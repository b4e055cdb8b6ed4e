import type { MessageCatalogue } from "../../message-groups";

/** `linkPreview` in Hindi. */
export const linkPreview = {
  invalidUrl: "यह लिंक सही नहीं है",
  noPreview: "इस लिंक का कोई प्रिव्यू नहीं मिला",
} satisfies NonNullable<MessageCatalogue["linkPreview"]>;
