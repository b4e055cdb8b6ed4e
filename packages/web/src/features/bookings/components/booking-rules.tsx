import { MEETING_PROVIDERS, MeetingProviderLabels } from "@saheli/core/bookings";
import type { ReactNode } from "react";
import { Field, fieldAria } from "@/components/ui/field";
import { fieldClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { type AvailabilityDraft, NOTICE_CHOICES } from "../lib/availability-form";

type Props = {
  draft: AvailabilityDraft;
  onChange: (draft: AvailabilityDraft) => void;
  problems: Map<string, string>;
  isOnline: boolean;
  onlinePayments: boolean;
};

type NumberKey =
  | "buffer_before_minutes"
  | "buffer_after_minutes"
  | "max_days_ahead"
  | "capacity"
  | "cancel_hours";

/** Her booking rules: breaks, notice, how far ahead, places, cancellation window, payment at the service, meetings. */
export function BookingRules({ draft, onChange, problems, isOnline, onlinePayments }: Props) {
  const number = (key: NumberKey, label: string, hint: string, unit: string) => {
    const id = `rule-${key}`;
    const error = problems.get(key);
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        <div className="flex items-center gap-2">
          <Input
            {...fieldAria(id, error, true)}
            type="number"
            inputMode="numeric"
            min={0}
            className="h-10 w-28"
            value={Number.isNaN(draft[key]) ? "" : draft[key]}
            onChange={(event) => onChange({ ...draft, [key]: event.target.valueAsNumber })}
          />
          <span className="text-muted-foreground text-sm">{unit}</span>
        </div>
      </Field>
    );
  };
  const noticeKnown = NOTICE_CHOICES.some((choice) => choice.value === draft.min_notice_minutes);
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {number(
          "buffer_before_minutes",
          "Break before each booking",
          "Time to get ready; 0 for none.",
          "minutes",
        )}
        {number(
          "buffer_after_minutes",
          "Break after each booking",
          "Time to rest or tidy up; 0 for none.",
          "minutes",
        )}
        <Field
          id="rule-notice"
          label="Minimum notice"
          hint="How soon before the start people can still book."
        >
          <select
            id="rule-notice"
            aria-describedby="rule-notice-hint"
            className={cn(fieldClasses, "h-10 w-56")}
            value={draft.min_notice_minutes}
            onChange={(event) => onChange({ ...draft, min_notice_minutes: Number(event.target.value) })}
          >
            {!noticeKnown && (
              <option value={draft.min_notice_minutes}>{draft.min_notice_minutes} minutes</option>
            )}
            {NOTICE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        {number("max_days_ahead", "How far ahead", "Bookings open this many days before the date.", "days")}
        {number(
          "capacity",
          "People per time",
          "1 for a consultation; more for a class or a space.",
          "people",
        )}
        {number(
          "cancel_hours",
          "Free cancellation until",
          "Buyers can cancel or change their time up to this long before the start.",
          "hours before",
        )}
      </div>
      <Toggle
        id="rule-pay-at-service"
        label="Let buyers pay at the service"
        hint={
          onlinePayments
            ? "They book without paying now and pay you when they come. Otherwise they pay online when they book."
            : "Online payment is not set up on Saheli yet, so buyers can only book when this is on (or the service is free)."
        }
        checked={draft.pay_at_service}
        onChange={(pay_at_service) => onChange({ ...draft, pay_at_service })}
      />
      {isOnline && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Where the meeting happens</legend>
          {MEETING_PROVIDERS.map((provider) => (
            <label key={provider} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="meeting-provider"
                className="size-4 accent-primary"
                checked={draft.meeting_provider === provider}
                onChange={() => onChange({ ...draft, meeting_provider: provider })}
              />
              {MeetingProviderLabels[provider]}
            </label>
          ))}
          <p className="text-muted-foreground text-xs">
            Zoom and Google Meet links are made for each confirmed booking once you connect that account;
            until then buyers are told you will send the link.
          </p>
        </fieldset>
      )}
    </div>
  );
}

function Toggle(props: {
  id: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={props.id} className="font-medium text-sm">
          {props.label}
        </label>
        <p id={`${props.id}-hint`} className="text-muted-foreground text-xs">
          {props.hint}
        </p>
      </div>
      {/* A switch drawn over a real checkbox: the keyboard and screen readers use the checkbox. */}
      <label htmlFor={props.id} className="relative mt-0.5 inline-flex shrink-0 cursor-pointer">
        <input
          id={props.id}
          type="checkbox"
          role="switch"
          aria-checked={props.checked}
          aria-describedby={`${props.id}-hint`}
          className="peer sr-only"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span
          aria-hidden
          className="h-6 w-11 rounded-full bg-muted ring-1 ring-border ring-inset transition-colors peer-checked:bg-primary peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2"
        />
        <span
          aria-hidden
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-card shadow-card transition-transform peer-checked:translate-x-5"
        />
      </label>
    </div>
  );
}
