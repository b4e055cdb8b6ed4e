import { Store } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** What the wallet and payout settings show a member without a shop: her own payments are still in History. */
export function NoShop() {
  return (
    <EmptyState
      icon={Store}
      title="Earnings and payouts are for shop owners"
      description="Open a shop to sell on Saheli and get paid to your UPI ID or bank account. Your own payments and refunds are in History."
      action={
        <>
          <Button asChild>
            <Link to="/create-shop">Create Shop</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/shepay/history">See your payments</Link>
          </Button>
        </>
      }
    />
  );
}
