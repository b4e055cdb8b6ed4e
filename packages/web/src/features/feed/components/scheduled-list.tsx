import { Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useCancelScheduled, useScheduledPosts } from "../api/scheduled-posts";
import { useFeedT } from "../i18n";
import { scheduleLabel } from "../lib/schedule-label";

/** Her posts waiting for their time, each with Cancel (which deletes it). Nothing when there are none. */
export function ScheduledList() {
  const scheduled = useScheduledPosts();
  const cancel = useCancelScheduled();
  const { t } = useFeedT();
  const locale = useIntlLocale();
  if (!scheduled.data?.length) return null;
  return (
    <section
      aria-labelledby="scheduled-title"
      className="grid gap-2 rounded-2xl bg-card p-3 ring-1 ring-border"
    >
      <h2 id="scheduled-title" className="flex items-center gap-2 font-semibold text-sm">
        <Clock aria-hidden className="size-4 text-primary" /> {t("schedule.list")}
      </h2>
      <ul className="grid gap-2">
        {scheduled.data.map((post) => (
          <li key={post.id} className="flex items-center gap-3 text-sm">
            <span className="min-w-0 flex-1 truncate">
              {post.content || post.poll?.question || t("schedule.post")}
            </span>
            <span className="shrink-0 text-muted-foreground">
              {post.scheduled_for && scheduleLabel(new Date(post.scheduled_for), locale)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              loading={cancel.isPending && cancel.variables === post.id}
              onClick={() =>
                cancel.mutate(post.id, { onSuccess: () => toast.success(t("schedule.cancelled")) })
              }
            >
              {t("schedule.cancel")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
