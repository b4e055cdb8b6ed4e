import { Store } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useShepayT } from "../i18n";

/** What the wallet and payout settings show a member without a shop: her own payments are still in History. */
export function NoShop() {
  const { t } = useShepayT();
  return (
    <EmptyState
      icon={Store}
      title={t("noShop.title")}
      description={t("noShop.description")}
      action={
        <>
          <Button asChild>
            <Link to="/create-shop">{t("noShop.create")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/shepay/history">{t("noShop.payments")}</Link>
          </Button>
        </>
      }
    />
  );
}
