import { useTranslation } from "react-i18next";
import { SaheliMark } from "@/components/brand";

/** Shown once, while the first route's code downloads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <SaheliMark className="size-12 motion-safe:animate-shimmer" />
      <p role="status" className="sr-only">
        {t("shell.loadingSaheli")}
      </p>
    </div>
  );
}
