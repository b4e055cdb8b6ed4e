import { useTranslation } from "react-i18next";
import { i18n, registerNamespace } from "@/lib/i18n/i18n";
import { marketplaceEn } from "./en";
// The shell's words register first (always before the whole catalogue below, which replaces them).
import "./shell";

registerNamespace("marketplace", marketplaceEn, () => import("./hi").then((m) => m.marketplaceHi));
// Once i18n runs, registering again keeps the shell's bundle: the whole catalogue is put in its place.
if (i18n.isInitialized) i18n.addResourceBundle("en", "marketplace", marketplaceEn, true, true);

/** The marketplace screens' words in her language (importing this registers the namespace). */
export const useMarketplaceT = () => useTranslation("marketplace");
