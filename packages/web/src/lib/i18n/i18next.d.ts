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
    };
  }
}
