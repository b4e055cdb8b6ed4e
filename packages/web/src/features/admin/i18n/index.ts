import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { adminEn } from "./en";

registerNamespace("admin", adminEn, () => import("./hi").then((m) => m.adminHi));

/** The admin screens' words in her language (importing this registers the namespace). */
export const useAdminT = () => useTranslation("admin");
