import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** The Saheli mark: a plum tile with a marigold bindi, drawn inline so it never fails to load. */
export function SaheliMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={cn("size-9 shrink-0", className)}>
      <rect width="40" height="40" rx="12" className="fill-primary" />
      <path
        d="M26.5 13.2c-1.6-1.5-3.8-2.3-6.3-2.3-4 0-6.9 2.2-6.9 5.4 0 3.3 2.7 4.4 6.2 5.2 2.9.7 4.2 1.3 4.2 2.8 0 1.6-1.6 2.6-3.9 2.6-2.3 0-4.3-.9-5.9-2.5"
        fill="none"
        strokeWidth="3.2"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
      <circle cx="28.5" cy="11" r="3" className="fill-accent" />
    </svg>
  );
}

/** Mark and name, linking home. */
export function SaheliWordmark({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t("brand.home")}
      className={cn("inline-flex shrink-0 items-center gap-2 rounded-xl", className)}
    >
      <SaheliMark />
      <span className="font-display font-semibold text-2xl text-primary tracking-tight">Saheli</span>
    </Link>
  );
}
