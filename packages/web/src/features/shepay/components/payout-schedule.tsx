import type { PayoutSchedule } from "@saheli/core/shepay";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSavePreferences } from "../api/save-preferences";

const CHOICES: { value: PayoutSchedule; label: string; hint: string }[] = [
  { value: "on_request", label: "When I ask", hint: "Ask for a payout from your wallet whenever you like." },
  {
    value: "weekly",
    label: "Every Monday",
    hint: "At 10:00 every Monday, Saheli asks for your whole available balance to be sent to your payout method.",
  },
];

/** Payouts on request or every Monday: two radio buttons, saved as soon as she picks one. */
export function PayoutScheduleChoice({
  schedule,
  hasMethod,
}: {
  schedule: PayoutSchedule;
  hasMethod: boolean;
}) {
  const save = useSavePreferences();
  const chosen =
    save.isPending && save.variables?.payout_schedule ? save.variables.payout_schedule : schedule;
  return (
    <fieldset className="grid gap-3" disabled={save.isPending}>
      <legend className="sr-only">When payouts are sent</legend>
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
                      saved.payout_schedule === "weekly" ? "Weekly payouts on" : "Payouts when you ask",
                    ),
                  onError: (error) => toast.error("Couldn't save", { description: errorMessage(error) }),
                },
              )
            }
          />
          <span className="grid gap-0.5">
            <span className="font-medium text-sm">{choice.label}</span>
            <span className="text-muted-foreground text-xs">{choice.hint}</span>
          </span>
        </label>
      ))}
      {chosen === "weekly" && !hasMethod && (
        <p className="text-destructive text-sm">
          Add a payout method above: weekly payouts need somewhere to go.
        </p>
      )}
    </fieldset>
  );
}
