import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFeedT } from "../i18n";

type Props = { onBack: () => void; onNext: (at: Date) => void };

const today = () => new Date().toLocaleDateString("en-CA");

/** Doc 1 §2 "Schedule post": a date and a time, Back and Next (Next needs both). */
export function SchedulePicker({ onBack, onNext }: Props) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const { t } = useFeedT();
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 font-medium text-sm">{t("schedule.legend")}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="schedule-date">{t("schedule.date")}</Label>
          <Input
            id="schedule-date"
            type="date"
            min={today()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="schedule-time">{t("schedule.time")}</Label>
          <Input id="schedule-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          {t("schedule.back")}
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={!date || !time}
          onClick={() => onNext(new Date(`${date}T${time}`))}
        >
          {t("schedule.next")}
        </Button>
      </div>
    </fieldset>
  );
}
