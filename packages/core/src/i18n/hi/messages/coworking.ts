import type { MessageCatalogue } from "../../message-groups";

/** `coworking` in Hindi. */
export const coworking = {
  cityRequired: "कृपया स्पेस का शहर लिखें",
  cityTooLong: "शहर ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है",
  addressRequired: "कृपया स्पेस का पता लिखें",
  addressTooLong: "पता ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है",
  amenityTooLong: "हर सुविधा ज़्यादा से ज़्यादा 40 अक्षरों की हो सकती है",
  tooManyAmenities: "कृपया ज़्यादा से ज़्यादा 20 सुविधाएँ लिखें",
  passType: "कृपया दिन के पास या घंटे के पास चुनें",
  notFound: "सेवा नहीं मिली",
  notAService: "सिर्फ़ सेवा को ही को-वर्किंग स्पेस के रूप में लिस्ट किया जा सकता है",
  notListed: "यह सेवा को-वर्किंग स्पेस के रूप में लिस्ट नहीं है",
} satisfies NonNullable<MessageCatalogue["coworking"]>;
