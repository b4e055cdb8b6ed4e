import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { coworkingEn } from "./en";

registerNamespace("coworking", coworkingEn, () => import("./hi").then((m) => m.coworkingHi));

/** The coworking screens' words in her language (importing this registers the namespace). */
export const useCoworkingT = () => useTranslation("coworking");
