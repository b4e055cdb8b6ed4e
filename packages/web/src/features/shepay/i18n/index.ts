import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { shepayEn } from "./en";

registerNamespace("shepay", shepayEn, () => import("./hi").then((m) => m.shepayHi));

/** The shepay screens' words in her language (importing this registers the namespace). */
export const useShepayT = () => useTranslation("shepay");
