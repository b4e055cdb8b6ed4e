import { type ShepaySettings, shepaySettingsInputSchema } from "@saheli/core/contracts/shepay";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSaveRates } from "../api/admin-settings";
import { useShepayT } from "../i18n";
import { formatDay } from "../lib/format";

type Errors = Partial<Record<"commission_percent" | "tcs_percent", string>>;

const PERCENTAGE = "Enter a percentage";

/** The rates' problems in the server's words (core's schema); the typed text as numbers when there are none. */
export function ratesProblems(commission: string, tcs: string): { errors: Errors; input?: ShepaySettings } {
  const parsed = shepaySettingsInputSchema.safeParse({
    commission_percent: commission.trim() === "" ? Number.NaN : Number(commission),
    tcs_percent: tcs.trim() === "" ? Number.NaN : Number(tcs),
  });
  if (parsed.success) return { errors: {}, input: { ...parsed.data, updated_at: null } };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Errors;
    errors[key] ??= issue.code === "invalid_type" ? PERCENTAGE : issue.message;
  }
  return { errors };
}

/** Saheli's commission and the TCS rate: settings admins change, shown on every statement. */
export function RatesForm({ rates }: { rates: ShepaySettings }) {
  const { t } = useShepayT();
  const locale = useIntlLocale();
  const [commission, setCommission] = useState(String(rates.commission_percent));
  const [tcs, setTcs] = useState(String(rates.tcs_percent));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveRates();
  const { errors, input } = ratesProblems(commission, tcs);
  const shown = submitted ? errors : {};
  // Core's messages are translated by the field; the form's own one is in the catalogue.
  const own = (error: string | undefined) => (error === PERCENTAGE ? t("ratesForm.percentage") : error);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!input) return;
    save.mutate(
      { commission_percent: input.commission_percent, tcs_percent: input.tcs_percent },
      {
        onSuccess: () => toast.success(t("ratesForm.saved"), { description: t("ratesForm.savedText") }),
        onError: (error) => toast.error(t("ratesForm.failed"), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Field id="rate-commission" label={t("ratesForm.commission")} error={own(shown.commission_percent)}>
        <Input
          {...fieldAria("rate-commission", shown.commission_percent)}
          inputMode="decimal"
          value={commission}
          onChange={(event) => setCommission(event.target.value)}
        />
      </Field>
      <Field id="rate-tcs" label={t("ratesForm.tcs")} error={own(shown.tcs_percent)}>
        <Input
          {...fieldAria("rate-tcs", shown.tcs_percent)}
          inputMode="decimal"
          value={tcs}
          onChange={(event) => setTcs(event.target.value)}
        />
      </Field>
      <Button type="submit" className="sm:h-11" loading={save.isPending}>
        {t("ratesForm.save")}
      </Button>
      <p className="text-muted-foreground text-xs sm:col-span-3">
        {t("ratesForm.explain")}{" "}
        {rates.updated_at
          ? t("ratesForm.lastChanged", { date: formatDay(rates.updated_at, locale) })
          : t("ratesForm.defaults")}
      </p>
    </form>
  );
}
