import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { profilesEn } from "./en";

registerNamespace("profiles", profilesEn, () => import("./hi").then((m) => m.profilesHi));

/** The profiles screens' words in her language (importing this registers the namespace). */
export const useProfilesT = () => useTranslation("profiles");
