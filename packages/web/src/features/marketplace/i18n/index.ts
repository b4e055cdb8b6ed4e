import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { marketplaceEn } from "./en";

registerNamespace("marketplace", marketplaceEn, () => import("./hi").then((m) => m.marketplaceHi));

/** The marketplace screens' words in her language (importing this registers the namespace). */
export const useMarketplaceT = () => useTranslation("marketplace");
