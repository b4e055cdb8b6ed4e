import type { MessageCatalogue } from "../../message-groups";

/** `cursor` in Hindi. */
export const cursor = {
  invalid: "इस पेज का लिंक सही नहीं है या पुराना हो गया है। कृपया सूची फिर से लोड करें।",
} satisfies NonNullable<MessageCatalogue["cursor"]>;
