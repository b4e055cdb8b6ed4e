import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import type { marketplaceEn } from "./en";
import { shellEn } from "./en/shell";

/**
 * The shell's few marketplace words (the header's delivery location, the cart merge toasts) register first, so
 * the first bundle carries them and not the whole English catalogue; `./index.ts` puts the whole one in their
 * place when a marketplace screen first loads. Hindi always arrives whole, and only when she reads Hindi.
 */
registerNamespace("marketplace", shellEn as unknown as typeof marketplaceEn, () =>
  import("./hi").then((m) => m.marketplaceHi),
);

/** The marketplace's words for the shell's parts, without loading the rest of the catalogue. */
export const useMarketplaceShellT = () => useTranslation("marketplace");
