import type { MessageCatalogue } from "../../message-groups";

/** `search` in Hindi. */
export const search = {
  noResults: "कुछ नहीं मिला",
  voiceUnsupported: "इस ब्राउज़र में बोलकर खोजने की सुविधा नहीं है।",
  trending: "लोग ये खोज रहे हैं",
} satisfies NonNullable<MessageCatalogue["search"]>;
