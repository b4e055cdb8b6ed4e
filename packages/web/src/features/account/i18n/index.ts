import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { accountEn } from "./en";

registerNamespace("account", accountEn, () => import("./hi").then((m) => m.accountHi));

/** The account screens' words in her language (importing this registers the namespace). */
export const useAccountT = () => useTranslation("account");
