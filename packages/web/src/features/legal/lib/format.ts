/** "25 November 2026", in India's time zone (policies take effect at midnight IST), in her `Intl` locale. */
export const formatPolicyDate = (iso: string, locale = "en-IN") =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: "long", timeZone: "Asia/Kolkata" });
