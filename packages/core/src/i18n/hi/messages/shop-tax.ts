import type { MessageCatalogue } from "../../message-groups";

/** `shopTax` in Hindi. */
export const shopTax = {
  pincodeInvalid: "पिनकोड 6 अंकों का होना चाहिए",
  tooManyPincodes: "आप ज़्यादा से ज़्यादा 500 पिनकोड लिख सकती हैं",
  gstinInvalid: "GSTIN 15 अक्षरों का होना चाहिए, जैसे 27AAAPL1234C1ZV",
} satisfies NonNullable<MessageCatalogue["shopTax"]>;
