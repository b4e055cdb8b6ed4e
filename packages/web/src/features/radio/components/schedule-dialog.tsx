import type { Episode } from "@saheli/core/contracts/radio";
import { RadioLimits } from "@saheli/core/radio";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { fieldClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useAddSlot } from "../api/radio";
import { useRadioT } from "../i18n";
import { WEEKDAY_KEYS } from "../lib/radio-words";

const TIMES = Array.from(
  { length: (24 * 60) / RadioLimits.slotStepMinutes },
  (_, i) => i * RadioLimits.slotStepMinutes,
);
const label = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** Puts an episode on the weekly schedule: a day and a time, India time; it then plays live every week. */
export function ScheduleDialog({ episode, onClose }: { episode: Episode | null; onClose: () => void }) {
  const { t } = useRadioT();
  const add = useAddSlot();
  const [weekday, setWeekday] = useState(0);
  const [minute, setMinute] = useState(19 * 60);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!episode) return;
    setError(null);
    add.mutate(
      { episode_id: episode.id, weekday, start_minute: minute },
      {
        onSuccess: () => {
          toast.success(
            t("schedule.scheduled", {
              day: t(`weekday.${WEEKDAY_KEYS[weekday] ?? "monday"}`),
              time: label(minute),
            }),
          );
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <Dialog open={episode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("schedule.title", { title: episode?.title ?? "" })}</DialogTitle>
          <DialogDescription>
            {t("schedule.description", { step: RadioLimits.slotStepMinutes })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <Field id="slot-day" label={t("schedule.day")}>
            <select
              id="slot-day"
              value={weekday}
              onChange={(e) => setWeekday(Number(e.target.value))}
              className={cn(fieldClasses, "h-10")}
            >
              {WEEKDAY_KEYS.map((day, i) => (
                <option key={day} value={i}>
                  {t(`weekday.${day}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="slot-time" label={t("schedule.time")} error={error ?? undefined}>
            <select
              id="slot-time"
              value={minute}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "slot-time-error" : undefined}
              onChange={(e) => setMinute(Number(e.target.value))}
              className={cn(fieldClasses, "h-10")}
            >
              {TIMES.map((m) => (
                <option key={m} value={m}>
                  {label(m)}
                </option>
              ))}
            </select>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("schedule.cancel")}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t("schedule.add")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
