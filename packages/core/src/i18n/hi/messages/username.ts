import type { MessageCatalogue } from "../../message-groups";

/** `username` in Hindi. */
export const username = {
  length: "यूज़रनेम 3 से 30 अक्षरों के बीच होना चाहिए",
  characters:
    "यूज़रनेम में छोटे अंग्रेज़ी अक्षर, अंक और अंडरस्कोर (_) हो सकते हैं, पर दो अंडरस्कोर एक साथ नहीं; और यह किसी अक्षर से शुरू होना चाहिए",
  reserved: "यह यूज़रनेम आरक्षित है। कृपया कोई दूसरा चुनें।",
  taken: "यह यूज़रनेम पहले से किसी ने ले लिया है",
  hint: "3 से 30 छोटे अंग्रेज़ी अक्षर, अंक या अंडरस्कोर। आप इसे 30 दिनों में एक बार बदल सकती हैं।",
} satisfies NonNullable<MessageCatalogue["username"]>;
