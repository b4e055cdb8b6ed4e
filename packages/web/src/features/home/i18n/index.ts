import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { homeEn } from "./en";

registerNamespace("home", homeEn, () => import("./hi").then((m) => m.homeHi));

/** The home page's words in her language (importing this registers them). */
export const useHomeT = () => useTranslation("home");
