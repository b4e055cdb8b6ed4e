import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch";

/** /settings: the language, for visitors as well as members (issue 20 §3). */
export function LanguageSettings() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="language-settings-title"
      className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <div className="grid gap-1">
        <h2 id="language-settings-title" className="font-display font-semibold text-foreground text-xl">
          {t("language.choose")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("language.hint")}</p>
      </div>
      <LanguageSwitch showLabel={false} />
    </section>
  );
}
