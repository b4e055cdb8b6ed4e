import { type PayoutMethodInput, payoutMethodInputSchema } from "@saheli/core/contracts/shepay";
import { type FormEvent, useState } from "react";
import { Trans } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useSavePayoutMethod } from "../api/save-payout-method";
import { useShepayT } from "../i18n";

type Kind = PayoutMethodInput["type"];
type Draft = { upi_id: string; account_holder: string; account_number: string; ifsc: string };
type Errors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = { upi_id: "", account_holder: "", account_number: "", ifsc: "" };

/** The same checks the server makes (core's schema), field by field. */
export function payoutMethodErrors(kind: Kind, draft: Draft): Errors {
  const input = kind === "upi" ? { type: kind, upi_id: draft.upi_id } : { type: kind, ...draft };
  const parsed = payoutMethodInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Draft;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Her UPI ID or bank account and IFSC; once saved only the masked form is ever shown again. */
export function PayoutMethodForm({ current }: { current: { type: Kind; display: string } | null }) {
  const { t } = useShepayT();
  const [kind, setKind] = useState<Kind>(current?.type ?? "upi");
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const save = useSavePayoutMethod();
  const errors = submitted ? payoutMethodErrors(kind, draft) : {};
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(payoutMethodErrors(kind, draft)).length > 0) return;
    const input: PayoutMethodInput =
      kind === "upi" ? { type: "upi", upi_id: draft.upi_id } : { type: "bank", ...draft };
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(t("method.saved"), { description: saved.payout_method?.display });
        setDraft(EMPTY);
        setSubmitted(false);
      },
      onError: (error) => toast.error(t("method.failed"), { description: errorMessage(error) }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {current && (
        <p className="rounded-xl bg-muted px-3 py-2 text-sm">
          <Trans
            t={t}
            i18nKey="method.current"
            values={{ destination: current.display }}
            components={{ strong: <span className="font-semibold" /> }}
          />
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("method.payBy")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:w-80">
          {(["upi", "bank"] as const).map((value) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer items-center justify-center gap-2 rounded-xl px-3 py-2.5 font-medium text-sm ring-1",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2",
                kind === value ? "bg-primary-soft text-primary ring-primary/50" : "bg-card ring-border",
              )}
            >
              <input
                type="radio"
                name="payout-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="sr-only"
              />
              {t(`method.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "upi" ? (
        <Field id="payout-upi" label={t("method.upiId")} hint={t("method.upiHint")} error={errors.upi_id}>
          <Input
            {...fieldAria("payout-upi", errors.upi_id, true)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.upi_id}
            onChange={set("upi_id")}
          />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="payout-holder"
            label={t("method.holder")}
            error={errors.account_holder}
            className="sm:col-span-2"
          >
            <Input
              {...fieldAria("payout-holder", errors.account_holder)}
              autoComplete="name"
              value={draft.account_holder}
              onChange={set("account_holder")}
            />
          </Field>
          <Field id="payout-account" label={t("method.account")} error={errors.account_number}>
            <Input
              {...fieldAria("payout-account", errors.account_number)}
              inputMode="numeric"
              autoComplete="off"
              value={draft.account_number}
              onChange={set("account_number")}
            />
          </Field>
          <Field id="payout-ifsc" label={t("method.ifsc")} hint={t("method.ifscHint")} error={errors.ifsc}>
            <Input
              {...fieldAria("payout-ifsc", errors.ifsc, true)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              value={draft.ifsc}
              onChange={set("ifsc")}
            />
          </Field>
        </div>
      )}
      <p className="text-muted-foreground text-xs">{t("method.stored")}</p>
      <Button type="submit" className="justify-self-start" loading={save.isPending}>
        {t("method.save")}
      </Button>
    </form>
  );
}
