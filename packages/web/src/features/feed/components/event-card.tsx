import type { EventView } from "@saheli/core/contracts/feed";
import { EVENT_FORMATS, type EventFormat } from "@saheli/core/events";
import { formatCount } from "@saheli/core/feed";
import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMemberGate } from "@/lib/session/member-gate";
import { useAttend } from "../api/events";
import { useFeedT } from "../i18n";
import { eventWhen } from "../lib/event-time";

/** An event in the feed or on its page: when, where, who is going, and Attend. */
export function EventCard({ event, linked = true }: { event: EventView; linked?: boolean }) {
  const attend = useAttend(event);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const locale = useIntlLocale();
  const toggle = () => {
    if (!gate.allow()) return;
    attend.mutate(!event.attending, {
      onSuccess: ({ attending }) =>
        toast.success(attending ? t("eventCard.going") : t("eventCard.cancelled")),
      onError: (error) => gate.handled(error) || toast.error(error.message),
    });
  };
  const title = <span className="font-display font-semibold text-foreground text-lg">{event.title}</span>;
  return (
    <div className="grid gap-3 overflow-hidden rounded-xl border border-border">
      {event.cover_url && (
        <FallbackImage src={event.cover_url} alt="" className="aspect-video w-full object-cover" />
      )}
      <div className="grid gap-2 px-3 pb-3 first:pt-3">
        <Badge variant="accent">
          {(EVENT_FORMATS as readonly string[]).includes(event.event_format)
            ? t(`eventFormats.${event.event_format as EventFormat}`)
            : event.event_format}
        </Badge>
        {linked ? (
          <Link to={`/community/events/${event.id}`} className="hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
        <p className="flex items-center gap-2 text-sm">
          <CalendarDays aria-hidden className="size-4 text-primary" /> {eventWhen(event, locale)}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <MapPin aria-hidden className="size-4 text-primary" /> {event.location}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Users aria-hidden className="size-4" />{" "}
            {t("eventCard.goingCount", { n: formatCount(event.attendee_count) })}
            {event.max_attendees !== null && t("eventCard.places", { n: formatCount(event.max_attendees) })}
          </p>
          {!event.is_organizer && (
            <Button
              size="sm"
              variant={event.attending ? "outline" : "primary"}
              aria-pressed={event.attending}
              disabled={event.full && !event.attending}
              loading={attend.isPending}
              onClick={toggle}
            >
              {event.attending
                ? t("eventCard.goingCancel")
                : event.full
                  ? t("eventCard.full")
                  : t("eventCard.attend")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
