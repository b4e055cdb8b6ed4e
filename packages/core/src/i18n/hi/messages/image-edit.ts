import type { MessageCatalogue } from "../../message-groups";

/** `imageEdit` in Hindi. */
export const imageEdit = {
  loadFailed: "इमेज लोड नहीं हो सकी",
  processFailed: "इमेज में बदलाव लागू नहीं हो सके",
  uploadFailed: "इमेज अपलोड नहीं हो सकी",
  discardTitle: "अपने बदलाव छोड़ दें?",
  discardBody: "इमेज वैसी ही रहेगी जैसी एडिटर खोलने से पहले थी।",
} satisfies NonNullable<MessageCatalogue["imageEdit"]>;
