import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { jobsEn } from "./en";

registerNamespace("jobs", jobsEn, () => import("./hi").then((m) => m.jobsHi));

/** The jobs screens' words in her language (importing this registers the namespace). */
export const useJobsT = () => useTranslation("jobs");
