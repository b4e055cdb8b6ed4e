import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { callsEn } from "./en";

registerNamespace("calls", callsEn, () => import("./hi").then((m) => m.callsHi));

/** The calls screens' words in her language (importing this registers the namespace). */
export const useCallsT = () => useTranslation("calls");
