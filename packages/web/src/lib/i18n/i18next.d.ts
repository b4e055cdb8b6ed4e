import "i18next";
import type { common } from "./catalogues/en/common";

/** Keys are type-checked against the English catalogues. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof import("../../features/home/i18n/en").homeEn;
      search: typeof import("../../features/search/i18n/en").searchEn;
      orders: typeof import("../../features/orders/i18n/en").ordersEn;
    };
  }
}
