import { MEETING_PROVIDERS } from "@saheli/core/bookings";
import type { ReactNode } from "react";
import { Field, fieldAria } from "@/components/ui/field";
import { fieldClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useBookingsT } from "../i18n";
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
  const { t } = useBookingsT();
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
          t("shop.rules.breakBefore"),
          t("shop.rules.breakBeforeHint"),
          t("shop.rules.minutes"),
        )}
        {number(
          "buffer_after_minutes",
          t("shop.rules.breakAfter"),
          t("shop.rules.breakAfterHint"),
          t("shop.rules.minutes"),
        )}
        <Field id="rule-notice" label={t("shop.rules.notice")} hint={t("shop.rules.noticeHint")}>
          <select
            id="rule-notice"
            aria-describedby="rule-notice-hint"
            className={cn(fieldClasses, "h-10 w-56")}
            value={draft.min_notice_minutes}
            onChange={(event) => onChange({ ...draft, min_notice_minutes: Number(event.target.value) })}
          >
            {!noticeKnown && (
              <option value={draft.min_notice_minutes}>
                {t("shop.rules.noticeMinutes", { number: draft.min_notice_minutes })}
              </option>
            )}
            {NOTICE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(`shop.rules.noticeChoice.${choice.key}`)}
              </option>
            ))}
          </select>
        </Field>
        {number(
          "max_days_ahead",
          t("shop.rules.daysAhead"),
          t("shop.rules.daysAheadHint"),
          t("shop.rules.days"),
        )}
        {number("capacity", t("shop.rules.capacity"), t("shop.rules.capacityHint"), t("shop.rules.people"))}
        {number(
          "cancel_hours",
          t("shop.rules.cancelHours"),
          t("shop.rules.cancelHoursHint"),
          t("shop.rules.hoursBefore"),
        )}
      </div>
      <Toggle
        id="rule-pay-at-service"
        label={t("shop.rules.payAtService")}
        hint={onlinePayments ? t("shop.rules.payAtServiceOnline") : t("shop.rules.payAtServiceOffline")}
        checked={draft.pay_at_service}
        onChange={(pay_at_service) => onChange({ ...draft, pay_at_service })}
      />
      {isOnline && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t("shop.rules.meeting")}</legend>
          {MEETING_PROVIDERS.map((provider) => (
            <label key={provider} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="meeting-provider"
                className="size-4 accent-primary"
                checked={draft.meeting_provider === provider}
                onChange={() => onChange({ ...draft, meeting_provider: provider })}
              />
              {t(`meetingProvider.${provider}`)}
            </label>
          ))}
          <p className="text-muted-foreground text-xs">{t("shop.rules.meetingNote")}</p>
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
