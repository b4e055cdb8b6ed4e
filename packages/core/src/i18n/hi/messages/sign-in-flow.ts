import type { MessageCatalogue } from "../../message-groups";

/** `signInFlow` in Hindi. */
export const signInFlow = {
  networkError: "नेटवर्क में दिक्कत है। कृपया अपना इंटरनेट कनेक्शन जाँचें।",
  welcomeNew: "सहेली में आपका स्वागत है",
} satisfies NonNullable<MessageCatalogue["signInFlow"]>;
