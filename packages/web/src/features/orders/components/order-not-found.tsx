import { OrderMessages } from "@saheli/core/orders";
import { PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Another person's order, or one that does not exist: the same words either way. */
export function OrderNotFound({ headingLevel = "h1" }: { headingLevel?: "h1" | "h2" }) {
  return (
    <div role="alert">
      <EmptyState
        icon={PackageSearch}
        title={OrderMessages.notFound}
        headingLevel={headingLevel}
        action={
          <Button variant="outline" asChild>
            <Link to="/commerce/orders">Your orders</Link>
          </Button>
        }
      />
    </div>
  );
}
