import { EventLimits, EventMessages, type InlineEventDraft } from "@saheli/core/events";
import { CalendarDays, MapPin } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useFeedT } from "../i18n";

type Props = { event: InlineEventDraft; timezone: string; onChange: (event: InlineEventDraft) => void };

const today = () => new Date().toLocaleDateString("en-CA");

/** The composer's inline event (doc 1 §2, §5): five fields and a live preview of the card they make. */
export function InlineEventEditor({ event, timezone, onChange }: Props) {
  const { t } = useFeedT();
  const set = (field: keyof InlineEventDraft) => (value: string) => onChange({ ...event, [field]: value });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 font-medium text-sm">{t("inlineEvent.legend")}</legend>
      <Field id="inline-event-title" label={t("inlineEvent.title")}>
        <Input
          id="inline-event-title"
          value={event.title}
          maxLength={EventLimits.inlineTitleMax}
          onChange={(e) => set("title")(e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="inline-event-date" label={t("inlineEvent.date")}>
          <Input
            id="inline-event-date"
            type="date"
            min={today()}
            value={event.date}
            onChange={(e) => set("date")(e.target.value)}
          />
        </Field>
        <Field id="inline-event-time" label={t("inlineEvent.time", { timezone })}>
          <Input
            id="inline-event-time"
            type="time"
            value={event.time}
            onChange={(e) => set("time")(e.target.value)}
          />
        </Field>
      </div>
      <Field id="inline-event-location" label={t("inlineEvent.location")}>
        <Input
          id="inline-event-location"
          value={event.location}
          maxLength={EventLimits.inlineLocationMax}
          onChange={(e) => set("location")(e.target.value)}
        />
      </Field>
      <Field id="inline-event-description" label={t("inlineEvent.description")}>
        <Textarea
          id="inline-event-description"
          rows={2}
          value={event.description}
          maxLength={EventLimits.inlineDescriptionMax}
          onChange={(e) => set("description")(e.target.value)}
        />
      </Field>
      <EventPreview event={event} />
    </fieldset>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** What the feed card will say, as she types. */
function EventPreview({ event }: { event: InlineEventDraft }) {
  const { t } = useFeedT();
  const locale = useIntlLocale();
  const messageIn = useMessageIn();
  const when = event.date
    ? new Date(`${event.date}T${event.time || "00:00"}`).toLocaleString(locale, {
        dateStyle: "medium",
        ...(event.time ? { timeStyle: "short" as const } : {}),
      })
    : t("inlineEvent.dateAndTime");
  return (
    <section aria-label={t("inlineEvent.preview")} className="grid gap-1.5 rounded-lg bg-muted p-3 text-sm">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
        {t("inlineEvent.previewHeading")}
      </p>
      <p className="font-display font-semibold text-base">{event.title.trim() || t("inlineEvent.title")}</p>
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4 text-primary" /> {when}
      </p>
      <p className="flex items-center gap-2">
        <MapPin aria-hidden className="size-4 text-primary" />{" "}
        {event.location.trim() || messageIn(EventMessages.onlineLocation)}
      </p>
      {event.description.trim() && <p className="text-muted-foreground">{event.description.trim()}</p>}
    </section>
  );
}
