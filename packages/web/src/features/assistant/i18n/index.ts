import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { assistantEn } from "./en";

registerNamespace("assistant", assistantEn, () => import("./hi").then((m) => m.assistantHi));

/** The assistant screens' words in her language (importing this registers the namespace). */
export const useAssistantT = () => useTranslation("assistant");
