import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { searchEn } from "./en";

registerNamespace("search", searchEn, () => import("./hi").then((m) => m.searchHi));

/** The search feature's words in her language (importing this registers them). */
export const useSearchT = () => useTranslation("search");
