import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { notificationsEn } from "./en";

registerNamespace("notifications", notificationsEn, () => import("./hi").then((m) => m.notificationsHi));

/** The notifications' words in her language (importing this registers them). */
export const useNotificationsT = () => useTranslation("notifications");
