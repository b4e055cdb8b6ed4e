import { OrderMessages } from "@saheli/core/orders";
import { PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useOrdersT } from "../i18n";

/** Another person's order, or one that does not exist: the same words either way. */
export function OrderNotFound({ headingLevel = "h1" }: { headingLevel?: "h1" | "h2" }) {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  return (
    <div role="alert">
      <EmptyState
        icon={PackageSearch}
        title={messageIn(OrderMessages.notFound)}
        headingLevel={headingLevel}
        action={
          <Button variant="outline" asChild>
            <Link to="/commerce/orders">{t("notFound.back")}</Link>
          </Button>
        }
      />
    </div>
  );
}
