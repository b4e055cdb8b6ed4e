import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { legalEn } from "./en";

registerNamespace("legal", legalEn, () => import("./hi").then((m) => m.legalHi));

/** The legal screens' words in her language (importing this registers the namespace). */
export const useLegalT = () => useTranslation("legal");
