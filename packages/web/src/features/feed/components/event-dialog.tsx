import {
  DEFAULT_TIMEZONE,
  EVENT_FORMATS,
  EVENT_TIMEZONES,
  type EventFormat,
  EventLimits,
  EventMessages,
  type EventType,
  zonedToIso,
} from "@saheli/core/events";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useCreateEvent } from "../api/events";
import { deleteMedia, type UploadedMedia } from "../api/upload-media";
import { useFeedT } from "../i18n";
import { EventCoverField } from "./event-cover-field";

type Draft = {
  title: string;
  format: EventFormat | "";
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: string;
  eventType: EventType;
  location: string;
  description: string;
  privacy: "public" | "private";
  maxAttendees: string;
  allowGuests: boolean;
};

const EMPTY: Draft = {
  title: "",
  format: "",
  startDate: "",
  startTime: "",
  endDate: "",
  endTime: "",
  timezone: DEFAULT_TIMEZONE,
  eventType: "online",
  location: "",
  description: "",
  privacy: "public",
  maxAttendees: "",
  allowGuests: true,
};

const today = () => new Date().toLocaleDateString("en-CA");

/** Doc 1 §2, §4: step 1 (name, format, when) moves on only when complete; step 2 submits. */
export function EventDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [cover, setCover] = useState<UploadedMedia | null>(null);
  const create = useCreateEvent();
  const gate = useMemberGate();
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const close = (next: boolean, created = false) => {
    if (!next) {
      // A cover uploaded for an event she did not create is deleted with the draft.
      if (cover && !created) void deleteMedia(cover.path).catch(() => undefined);
      setStep(1);
      setDraft(EMPTY);
      setCover(null);
      create.reset();
    }
    onOpenChange(next);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim() || !draft.format || !draft.startDate || !draft.startTime) {
      return void toast.error(messageIn(EventMessages.requiredTitle), {
        description: messageIn(EventMessages.requiredBody),
      });
    }
    setStep(2);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.format) return;
    const max = draft.maxAttendees ? Number(draft.maxAttendees) : undefined;
    create.mutate(
      {
        title: draft.title.trim(),
        eventFormat: draft.format,
        startDateTime: zonedToIso(draft.startDate, draft.startTime, draft.timezone),
        endDateTime: draft.endDate
          ? zonedToIso(draft.endDate, draft.endTime || draft.startTime, draft.timezone)
          : undefined,
        timezone: draft.timezone as (typeof EVENT_TIMEZONES)[number],
        eventType: draft.eventType,
        location: draft.location.trim() || undefined,
        description: draft.description.trim() || undefined,
        privacy: draft.privacy,
        maxAttendees: max,
        allowGuests: draft.allowGuests,
        coverImage: cover?.url,
      },
      {
        onSuccess: () => {
          toast.success(messageIn(EventMessages.created));
          close(false, true);
        },
        onError: (error) => {
          if (gate.handled(error)) return close(false);
          toast.error(messageIn(EventMessages.failed), {
            description: error.message || messageIn(EventMessages.failed),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <form onSubmit={step === 1 ? next : submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("eventDialog.title")}</DialogTitle>
            <DialogDescription>
              {t("eventDialog.step", {
                step,
                what: step === 1 ? t("eventDialog.step1") : t("eventDialog.step2"),
              })}
            </DialogDescription>
          </DialogHeader>
          {step === 1 ? (
            <>
              <EventCoverField cover={cover} onChange={setCover} />
              <fieldset className="flex gap-4 text-sm">
                <legend className="mb-1 font-medium">{t("eventDialog.type")}</legend>
                {(["online", "in_person"] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="event-type"
                      checked={draft.eventType === type}
                      onChange={() => set("eventType", type)}
                      className="size-4 accent-primary"
                    />
                    {type === "online" ? t("eventDialog.online") : t("eventDialog.inPerson")}
                  </label>
                ))}
              </fieldset>
              <Field id="event-name" label={t("eventDialog.name")}>
                <Input
                  id="event-name"
                  value={draft.title}
                  maxLength={EventLimits.nameMax}
                  onChange={(e) => set("title", e.target.value)}
                />
              </Field>
              <Field id="event-format" label={t("eventDialog.format")}>
                <Select value={draft.format} onValueChange={(v) => set("format", v as EventFormat)}>
                  <SelectTrigger id="event-format">
                    <SelectValue placeholder={t("eventDialog.chooseFormat")} />
                  </SelectTrigger>
                  <SelectContent>
                    {EVENT_FORMATS.map((f) => (
                      <SelectItem key={f} value={f}>
                        {t(`eventFormats.${f}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field id="event-start-date" label={t("eventDialog.startDate")}>
                  <Input
                    id="event-start-date"
                    type="date"
                    min={today()}
                    value={draft.startDate}
                    onChange={(e) => set("startDate", e.target.value)}
                  />
                </Field>
                <Field id="event-start-time" label={t("eventDialog.startTime")}>
                  <Input
                    id="event-start-time"
                    type="time"
                    value={draft.startTime}
                    onChange={(e) => set("startTime", e.target.value)}
                  />
                </Field>
                <Field id="event-end-date" label={t("eventDialog.endDate")}>
                  <Input
                    id="event-end-date"
                    type="date"
                    min={draft.startDate || today()}
                    value={draft.endDate}
                    onChange={(e) => set("endDate", e.target.value)}
                  />
                </Field>
                <Field id="event-end-time" label={t("eventDialog.endTime")}>
                  <Input
                    id="event-end-time"
                    type="time"
                    value={draft.endTime}
                    onChange={(e) => set("endTime", e.target.value)}
                  />
                </Field>
              </div>
              <Field id="event-timezone" label={t("eventDialog.timezone")}>
                <Select value={draft.timezone} onValueChange={(v) => set("timezone", v)}>
                  <SelectTrigger id="event-timezone">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {EVENT_TIMEZONES.map((zone) => (
                      <SelectItem key={zone} value={zone}>
                        {zone.replace("_", " ")}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            </>
          ) : (
            <>
              <Field
                id="event-location"
                label={draft.eventType === "online" ? t("eventDialog.link") : t("eventDialog.venue")}
              >
                <Input
                  id="event-location"
                  value={draft.location}
                  maxLength={EventLimits.locationMax}
                  onChange={(e) => set("location", e.target.value)}
                />
              </Field>
              <Field id="event-description" label={t("eventDialog.description")}>
                <Textarea
                  id="event-description"
                  value={draft.description}
                  maxLength={EventLimits.descriptionMax}
                  onChange={(e) => set("description", e.target.value)}
                />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field id="event-privacy" label={t("eventDialog.privacy")}>
                  <Select value={draft.privacy} onValueChange={(v) => set("privacy", v as Draft["privacy"])}>
                    <SelectTrigger id="event-privacy">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="public">{t("eventDialog.public")}</SelectItem>
                      <SelectItem value="private">{t("eventDialog.private")}</SelectItem>
                    </SelectContent>
                  </Select>
                </Field>
                <Field id="event-max" label={t("eventDialog.max")}>
                  <Input
                    id="event-max"
                    type="number"
                    min={EventLimits.attendeesMin}
                    max={EventLimits.attendeesMax}
                    value={draft.maxAttendees}
                    onChange={(e) => set("maxAttendees", e.target.value)}
                  />
                </Field>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.allowGuests}
                  onChange={(e) => set("allowGuests", e.target.checked)}
                  className="size-4 accent-primary"
                />
                {t("eventDialog.guests")}
              </label>
            </>
          )}
          <DialogFooter>
            {step === 1 ? (
              <Button type="button" variant="ghost" onClick={() => close(false)}>
                {t("eventDialog.cancel")}
              </Button>
            ) : (
              <Button type="button" variant="ghost" onClick={() => setStep(1)}>
                {t("eventDialog.back")}
              </Button>
            )}
            <Button
              type="submit"
              loading={create.isPending}
              disabled={step === 2 && draft.eventType === "in_person" && !draft.location.trim()}
            >
              {step === 1 ? t("eventDialog.next") : t("eventDialog.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
