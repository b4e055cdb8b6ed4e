import { FeedLimits } from "@saheli/core/feed";

/** Doc 1 §5: the counter warns above 2400 and turns red above 3000, which also disables Post. */
export function counterClass(length: number) {
  if (length > FeedLimits.postMax) return "text-destructive font-medium";
  if (length > FeedLimits.postWarn) return "text-warning";
  return "text-muted-foreground";
}
