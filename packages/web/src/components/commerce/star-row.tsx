import { ratingLabel } from "@saheli/core/shops";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** Five stars with the rating's whole stars filled (doc 3 §9 floor stars); decorative, so say the number too. */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const { stars } = ratingLabel(rating);
  return (
    <span aria-hidden className={cn("flex", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("size-4", n <= stars ? "fill-accent text-accent" : "text-border")} />
      ))}
    </span>
  );
}
