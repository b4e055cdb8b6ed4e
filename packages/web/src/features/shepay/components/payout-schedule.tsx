import type { PayoutSchedule } from "@saheli/core/shepay";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSavePreferences } from "../api/save-preferences";
import { useShepayT } from "../i18n";

const CHOICES = [
  { value: "on_request", label: "onRequest", hint: "onRequestHint" },
  { value: "weekly", label: "weekly", hint: "weeklyHint" },
] as const satisfies readonly { value: PayoutSchedule; label: string; hint: string }[];

/** Payouts on request or every Monday: two radio buttons, saved as soon as she picks one. */
export function PayoutScheduleChoice({
  schedule,
  hasMethod,
}: {
  schedule: PayoutSchedule;
  hasMethod: boolean;
}) {
  const { t } = useShepayT();
  const save = useSavePreferences();
  const chosen =
    save.isPending && save.variables?.payout_schedule ? save.variables.payout_schedule : schedule;
  return (
    <fieldset className="grid gap-3" disabled={save.isPending}>
      <legend className="sr-only">{t("settings.schedule")}</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name="payout-schedule"
            value={choice.value}
            checked={chosen === choice.value}
            className="mt-1 size-4 accent-primary"
            onChange={() =>
              save.mutate(
                { payout_schedule: choice.value },
                {
                  onSuccess: (saved) =>
                    toast.success(
                      saved.payout_schedule === "weekly" ? t("schedule.weeklyOn") : t("schedule.whenAsked"),
                    ),
                  onError: (error) => toast.error(t("couldNotSave"), { description: errorMessage(error) }),
                },
              )
            }
          />
          <span className="grid gap-0.5">
            <span className="font-medium text-sm">{t(`schedule.${choice.label}`)}</span>
            <span className="text-muted-foreground text-xs">{t(`schedule.${choice.hint}`)}</span>
          </span>
        </label>
      ))}
      {chosen === "weekly" && !hasMethod && (
        <p className="text-destructive text-sm">{t("schedule.needsMethod")}</p>
      )}
    </fieldset>
  );
}
