import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { connectionsEn } from "./en";

registerNamespace("connections", connectionsEn, () => import("./hi").then((m) => m.connectionsHi));

/** The connections screens' words in her language (importing this registers the namespace). */
export const useConnectionsT = () => useTranslation("connections");
