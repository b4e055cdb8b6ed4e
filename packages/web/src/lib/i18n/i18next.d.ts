import "i18next";
import type { common } from "./catalogues/en/common";

/** Keys are type-checked against the English catalogues. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof import("../../features/home/i18n/en").homeEn;
      notifications: typeof import("../../features/notifications/i18n/en").notificationsEn;
      search: typeof import("../../features/search/i18n/en").searchEn;
      orders: typeof import("../../features/orders/i18n/en").ordersEn;
      "vendor-orders": typeof import("../../features/vendor-orders/i18n/en").vendorOrdersEn;
      marketplace: typeof import("../../features/marketplace/i18n/en").marketplaceEn;
      feed: typeof import("../../features/feed/i18n/en").feedEn;
      auth: typeof import("../../features/auth/i18n/en").authEn;
      account: typeof import("../../features/account/i18n/en").accountEn;
      legal: typeof import("../../features/legal/i18n/en").legalEn;
      profiles: typeof import("../../features/profiles/i18n/en").profilesEn;
      network: typeof import("../../features/network/i18n/en").networkEn;
      verification: typeof import("../../features/verification/i18n/en").verificationEn;
      bookings: typeof import("../../features/bookings/i18n/en").bookingsEn;
      coworking: typeof import("../../features/coworking/i18n/en").coworkingEn;
      calls: typeof import("../../features/calls/i18n/en").callsEn;
      connections: typeof import("../../features/connections/i18n/en").connectionsEn;
      chat: typeof import("../../features/chat/i18n/en").chatEn;
      jobs: typeof import("../../features/jobs/i18n/en").jobsEn;
      radio: typeof import("../../features/radio/i18n/en").radioEn;
      saved: typeof import("../../features/saved/i18n/en").savedEn;
      assistant: typeof import("../../features/assistant/i18n/en").assistantEn;
      support: typeof import("../../features/support/i18n/en").supportEn;
      shepay: typeof import("../../features/shepay/i18n/en").shepayEn;
      "vendor-insights": typeof import("../../features/vendor-insights/i18n/en").vendorInsightsEn;
      admin: typeof import("../../features/admin/i18n/en").adminEn;
    };
  }
}
