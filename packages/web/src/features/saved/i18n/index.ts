import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { savedEn } from "./en";

registerNamespace("saved", savedEn, () => import("./hi").then((m) => m.savedHi));

/** The saved screens' words in her language (importing this registers the namespace). */
export const useSavedT = () => useTranslation("saved");
