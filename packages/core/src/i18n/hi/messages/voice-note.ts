import type { MessageCatalogue } from "../../message-groups";

/** `voiceNote` in Hindi. */
export const voiceNote = {
  unsupported: "इस ब्राउज़र में वॉइस नोट की सुविधा नहीं है",
  deniedTitle: "माइक्रोफ़ोन की अनुमति नहीं मिली",
  deniedBody: "वॉइस नोट रिकॉर्ड करने के लिए कृपया माइक्रोफ़ोन की अनुमति दें",
  failed: "वॉइस नोट रिकॉर्ड नहीं हो सका। कृपया फिर कोशिश करें।",
  sendFailed: "आपका वॉइस नोट नहीं भेजा जा सका",
} satisfies NonNullable<MessageCatalogue["voiceNote"]>;
