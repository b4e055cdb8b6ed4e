import { ratingLabel } from "@saheli/core/shops";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";

type RatingSummaryProps = { rating: number; reviews: number; className?: string };

/** One-decimal rating with its review count; listings without reviews read "New". */
export function RatingSummary({ rating, reviews, className }: RatingSummaryProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (reviews === 0) {
    return <p className={cn("text-muted-foreground text-xs", className)}>{t("commerce.noReviews")}</p>;
  }
  const { text } = ratingLabel(rating);
  const label = t("commerce.rated", { rating: text, count: reviews });
  return (
    <p className={cn("flex items-center gap-1 text-xs", className)} title={label}>
      <Star aria-hidden className="size-3.5 fill-accent text-accent" />
      <span className="sr-only">{label}</span>
      <span aria-hidden className="font-semibold text-foreground">
        {text}
      </span>
      <span aria-hidden className="text-muted-foreground">
        ({reviews.toLocaleString(locale)})
      </span>
    </p>
  );
}
