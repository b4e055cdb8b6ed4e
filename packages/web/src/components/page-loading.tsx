import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

/** A centred spinner with 'Loading...' (doc 2 route guard) for pages still on their way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner size="lg" label={null} className="text-primary" />
      <p role="status" className="text-sm">
        {t("ui.loadingPage")}
      </p>
    </div>
  );
}
