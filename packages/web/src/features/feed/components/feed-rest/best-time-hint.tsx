import { bestTimeHint } from "@saheli/core/post-insights";
import { Clock, TrendingUp } from "lucide-react";
import { useMemo } from "react";
import { useMyPostInsights } from "@/features/feed/api/post-extras";
import { cn } from "@/lib/cn";

/**
 * Doc 1 §9 under the composer's text: whether now is a good time to post (Tuesday to Thursday, 8–10, 12–2, 5–6
 * IST) and her engagement rate over her posts of the last 30 days, once she has views to measure it by.
 */
export function BestTimeHint({ scheduled }: { scheduled: Date | null }) {
  const hint = useMemo(() => bestTimeHint(scheduled ?? new Date()), [scheduled]);
  const insights = useMyPostInsights(true);
  const mine = insights.data;
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-xs">
      <p className={cn("flex items-start gap-1.5", hint.good ? "text-success" : "text-muted-foreground")}>
        <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>
          {scheduled && hint.good ? "Your scheduled time is one of the best times to post." : hint.text}
        </span>
      </p>
      {mine && mine.views > 0 && (
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <TrendingUp aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>
            Your engagement rate: <strong className="text-foreground">{mine.engagement_rate}%</strong> over{" "}
            {mine.posts} post{mine.posts === 1 ? "" : "s"} in the last {mine.days} days (reactions and
            comments per view).
          </span>
        </p>
      )}
    </div>
  );
}
