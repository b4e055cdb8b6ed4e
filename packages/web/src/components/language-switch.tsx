import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@saheli/core/i18n/languages";
import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useLanguage } from "@/lib/i18n/language";

/** Chooses the language, tells her in the new one, and says so if her account could not keep it. */
function useChooseLanguage() {
  const { language, choose } = useLanguage();
  const { i18n } = useTranslation();
  const pick = (next: Language) => {
    if (next === language) return;
    // Told in the language she chose (this render's `t` still speaks the old one).
    choose(next).then(
      () => toast.success(i18n.t("language.changed", { lng: next })),
      () => toast.error(i18n.t("language.failed", { lng: next })),
    );
  };
  return { language, pick };
}

/** English | हिन्दी as two radio buttons (arrow keys move between them), for the header, footer and settings. */
export function LanguageSwitch({ className, showLabel = true }: { className?: string; showLabel?: boolean }) {
  const { language, pick } = useChooseLanguage();
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={cn("grid gap-2", className)}>
      <legend
        className={cn("mb-2 inline-flex items-center gap-1.5 font-medium text-sm", !showLabel && "sr-only")}
      >
        <Languages aria-hidden className="size-4 text-muted-foreground" /> {t("language.label")}
      </legend>
      <div className="inline-grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            className={cn(
              "cursor-pointer rounded-lg px-3 py-1.5 text-center font-medium text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              language === option
                ? "bg-card text-foreground shadow-card"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              className="sr-only"
              checked={language === option}
              onChange={() => pick(option)}
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The same choice inside the account dropdown, as menu radio items. */
export function LanguageMenuItems() {
  const { language, pick } = useChooseLanguage();
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={language} onValueChange={(value) => isLanguage(value) && pick(value)}>
        {LANGUAGES.map((option) => (
          <DropdownMenuRadioItem
            key={option}
            value={option}
            lang={option}
            onSelect={(event) => event.preventDefault()}
          >
            {LANGUAGE_NAMES[option]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
