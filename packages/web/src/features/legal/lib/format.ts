/** "25 November 2026", in India's time zone (policies take effect at midnight IST). */
export const formatPolicyDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });
