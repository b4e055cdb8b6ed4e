import { ratingLabel } from "@saheli/core/shops";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

type RatingSummaryProps = { rating: number; reviews: number; className?: string };

/** One-decimal rating with its review count; listings without reviews read "New". */
export function RatingSummary({ rating, reviews, className }: RatingSummaryProps) {
  if (reviews === 0) {
    return <p className={cn("text-muted-foreground text-xs", className)}>New · no reviews yet</p>;
  }
  const { text } = ratingLabel(rating);
  const label = `Rated ${text} out of 5 from ${reviews} ${reviews === 1 ? "review" : "reviews"}`;
  return (
    <p className={cn("flex items-center gap-1 text-xs", className)} title={label}>
      <Star aria-hidden className="size-3.5 fill-accent text-accent" />
      <span className="sr-only">{label}</span>
      <span aria-hidden className="font-semibold text-foreground">
        {text}
      </span>
      <span aria-hidden className="text-muted-foreground">
        ({reviews.toLocaleString("en-IN")})
      </span>
    </p>
  );
}
