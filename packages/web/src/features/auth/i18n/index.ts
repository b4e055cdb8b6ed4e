import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { authEn } from "./en";

registerNamespace("auth", authEn, () => import("./hi").then((m) => m.authHi));

/** The auth screens' words in her language (importing this registers the namespace). */
export const useAuthT = () => useTranslation("auth");
