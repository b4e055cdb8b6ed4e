import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { bookingsEn } from "./en";

registerNamespace("bookings", bookingsEn, () => import("./hi").then((m) => m.bookingsHi));

/** The bookings screens' words in her language (importing this registers the namespace). */
export const useBookingsT = () => useTranslation("bookings");
