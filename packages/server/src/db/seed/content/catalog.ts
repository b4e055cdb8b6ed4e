import { craftCatalogs } from "./catalog-crafts.js";
import { digitalCatalogs } from "./catalog-digital.js";
import { foodAndKidsCatalogs } from "./catalog-food-kids.js";
import { serviceCatalogs } from "./catalog-services.js";
import { textileCatalogs } from "./catalog-textiles.js";
import type { ShopCatalog } from "./types.js";

/** Every shop's catalogue. */
export const catalogs: readonly ShopCatalog[] = [
  ...textileCatalogs,
  ...craftCatalogs,
  ...foodAndKidsCatalogs,
  ...digitalCatalogs,
  ...serviceCatalogs,
];
