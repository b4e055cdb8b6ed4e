import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { feedEn } from "./en";

registerNamespace("feed", feedEn, () => import("./hi").then((m) => m.feedHi));

/** The feed screens' words in her language (importing this registers the namespace). */
export const useFeedT = () => useTranslation("feed");
