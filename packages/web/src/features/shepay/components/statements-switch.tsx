import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSavePreferences } from "../api/save-preferences";
import { useShepayT } from "../i18n";

/** Monthly statements by e-mail, on or off: a switch drawn over a real checkbox. */
export function StatementsSwitch({ on }: { on: boolean }) {
  const { t } = useShepayT();
  const save = useSavePreferences();
  const checked =
    save.isPending && save.variables?.statements_by_email !== undefined
      ? save.variables.statements_by_email
      : on;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor="shepay-statements-email" className="font-medium text-sm">
          {t("statements.emailLabel")}
        </label>
        <p id="shepay-statements-email-hint" className="text-muted-foreground text-xs">
          {t("statements.emailHint")}
        </p>
      </div>
      <label
        htmlFor="shepay-statements-email"
        className="relative mt-0.5 inline-flex shrink-0 cursor-pointer"
      >
        <input
          id="shepay-statements-email"
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-describedby="shepay-statements-email-hint"
          className="peer sr-only"
          checked={checked}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(
              { statements_by_email: event.target.checked },
              {
                onSuccess: (saved) =>
                  toast.success(saved.statements_by_email ? t("statements.on") : t("statements.off")),
                onError: (error) => toast.error(t("couldNotSave"), { description: errorMessage(error) }),
              },
            )
          }
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
