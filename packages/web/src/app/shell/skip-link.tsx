import { useTranslation } from "react-i18next";
/** First tab stop: jump past the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="-translate-y-24 fixed top-2 left-2 z-[60] rounded-full bg-primary px-4 py-2 font-medium text-primary-foreground text-sm shadow-raised transition-transform focus:translate-y-0"
    >
      {t("shell.skipToContent")}
    </a>
  );
}
