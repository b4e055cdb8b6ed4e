import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { useMarketplaceT } from "../i18n";

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ["poor", "fair", "good", "veryGood", "excellent"] as const;

type StarInputProps = {
  value: number;
  onChange: (stars: number) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** 1–5 stars as a radio group: arrow keys move, hover previews, the chosen word is read out. */
export function StarInput({ value, onChange, invalid, describedBy }: StarInputProps) {
  const { t } = useMarketplaceT();
  const word = (stars: number) => {
    const key = WORDS[stars - 1];
    return key ? t(`product.stars.words.${key}`) : "";
  };
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div className="flex items-center gap-3">
      <div
        role="radiogroup"
        aria-label={t("product.stars.label")}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex"
        onMouseLeave={() => setHover(0)}
      >
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            onMouseEnter={() => setHover(stars)}
          >
            <input
              type="radio"
              name="review-stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={t("product.stars.option", { count: stars, word: word(stars) })}
            />
            <Star
              aria-hidden
              className={cn(
                "size-7 transition-colors",
                stars <= shown ? "fill-accent text-accent" : "text-border",
              )}
            />
          </label>
        ))}
      </div>
      <span aria-live="polite" className="min-w-20 text-muted-foreground text-sm">
        {word(shown)}
      </span>
    </div>
  );
}
