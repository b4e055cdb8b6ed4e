import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { supportEn } from "./en";

registerNamespace("support", supportEn, () => import("./hi").then((m) => m.supportHi));

/** The support screens' words in her language (importing this registers the namespace). */
export const useSupportT = () => useTranslation("support");
