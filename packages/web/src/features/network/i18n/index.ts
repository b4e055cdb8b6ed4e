import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { networkEn } from "./en";

registerNamespace("network", networkEn, () => import("./hi").then((m) => m.networkHi));

/** The network screens' words in her language (importing this registers the namespace). */
export const useNetworkT = () => useTranslation("network");
