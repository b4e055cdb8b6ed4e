import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { chatEn } from "./en";

registerNamespace("chat", chatEn, () => import("./hi").then((m) => m.chatHi));

/** The chat screens' words in her language (importing this registers the namespace). */
export const useChatT = () => useTranslation("chat");
