import { collectionNameProblem, normalizeCollectionName, SavedLimits } from "@saheli/core/saved";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSavedT } from "../i18n";

type Props = {
  id: string;
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; a refusal's message shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** A collection's name, checked with the server's own rule as she types it. */
export function CollectionNameForm({
  id,
  label,
  initial = "",
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: Props) {
  const { t } = useSavedT();
  const messageIn = useMessageIn();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rule = touched ? collectionNameProblem(name) : null;
  const problem = rule ? messageIn(rule) : null;
  const error = problem ?? refusal ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (collectionNameProblem(name)) return;
    try {
      await onSubmit(normalizeCollectionName(name));
    } catch (failure) {
      setRefusal(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          {...fieldAria(id, error)}
          value={name}
          maxLength={SavedLimits.nameMax + 10}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={t("name.placeholder")}
          onChange={(event) => {
            setName(event.target.value);
            setRefusal(null);
          }}
          onBlur={() => name && setTouched(true)}
          className="flex-1"
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("name.cancel")}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
