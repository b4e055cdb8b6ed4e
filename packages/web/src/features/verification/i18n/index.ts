import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { verificationEn } from "./en";

registerNamespace("verification", verificationEn, () => import("./hi").then((m) => m.verificationHi));

/** The verification screens' words in her language (importing this registers the namespace). */
export const useVerificationT = () => useTranslation("verification");
