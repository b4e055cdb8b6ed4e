import type { MessageCatalogue } from "../../message-groups";

/** `newsletter` in Hindi. */
export const newsletter = {
  checkInbox: "अपना इनबॉक्स देखें: सब्सक्रिप्शन की पुष्टि के लिए हमने एक लिंक भेजा है।",
  confirmed: "आपने सहेली का न्यूज़लेटर सब्सक्राइब कर लिया है।",
  unsubscribed: "आपका सब्सक्रिप्शन बंद हो गया। हम आपको न्यूज़लेटर फिर नहीं भेजेंगे।",
  badLink: "यह लिंक सही नहीं है या पहले ही इस्तेमाल हो चुका है।",
  invalidEmail: "कृपया सही ईमेल पता लिखें",
} satisfies NonNullable<MessageCatalogue["newsletter"]>;
