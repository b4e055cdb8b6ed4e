import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { radioEn } from "./en";

registerNamespace("radio", radioEn, () => import("./hi").then((m) => m.radioHi));

/** The radio screens' words in her language (importing this registers the namespace). */
export const useRadioT = () => useTranslation("radio");
