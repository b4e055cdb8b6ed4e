import { Skeleton } from "@/components/ui/skeleton";
import { useShepayT } from "../i18n";

export function WalletSkeleton() {
  const { t } = useShepayT();
  return (
    <div className="grid gap-3" aria-busy="true">
      <p role="status" className="sr-only">
        {t("wallet.loading")}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

export function EntriesSkeleton() {
  const { t } = useShepayT();
  return (
    <div className="grid gap-2" aria-busy="true">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}
