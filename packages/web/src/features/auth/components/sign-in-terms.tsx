import { Trans } from "react-i18next";
import { useAuthT } from "../i18n";

const LINK = "font-medium text-primary underline-offset-4 hover:underline";

/** The terms and privacy footer; the links open in a new tab so a half-finished sign-in is kept. */
export function SignInTerms() {
  const { t } = useAuthT();
  return (
    <p className="text-center text-muted-foreground text-xs leading-relaxed">
      <Trans
        t={t}
        i18nKey="terms"
        components={{
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the words inside
          terms: <a href="/terms" target="_blank" rel="noreferrer" className={LINK} />,
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the words inside
          privacy: <a href="/privacy" target="_blank" rel="noreferrer" className={LINK} />,
        }}
      />
    </p>
  );
}
