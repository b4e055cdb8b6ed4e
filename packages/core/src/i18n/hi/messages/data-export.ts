import type { MessageCatalogue } from "../../message-groups";

/** `dataExport` in Hindi. */
export const dataExport = {
  alreadyPreparing: "आपके डेटा का आर्काइव पहले से तैयार हो रहा है। तैयार होते ही हम आपको ईमेल करेंगे।",
  notFound: "यह आर्काइव नहीं मिला।",
  expired: "इस डाउनलोड लिंक की समय-सीमा ख़त्म हो गई है। सेटिंग्स से नया आर्काइव माँगें।",
  requested: "हम आपका डेटा तैयार कर रहे हैं। तैयार होते ही हम आपको ईमेल करेंगे।",
  failed: "हम आपका आर्काइव तैयार नहीं कर सके। कृपया फिर कोशिश करें।",
} satisfies NonNullable<MessageCatalogue["dataExport"]>;
