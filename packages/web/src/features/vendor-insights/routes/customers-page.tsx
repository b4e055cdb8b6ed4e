import { InsightsLimits } from "@saheli/core/vendor-insights";
import { SearchX, Users } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useCustomers } from "../api/get-customers";
import { CustomerList } from "../components/customer-list";
import { ListSkeleton } from "../components/list-skeleton";
import { PageFrame } from "../components/page-frame";
import { SearchBox } from "../components/search-box";
import { ShopGate } from "../components/shop-gate";

/** /vendor/customers: who bought from her, how often and how much, her last order; a message away. */
export function Component() {
  return (
    <ShopGate signInReason="Sign in to see who buys from your shop.">
      <Customers />
    </ShopGate>
  );
}

function Customers() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q")?.trim() ?? "";
  const customers = useCustomers(search);
  const onSearch = useCallback(
    (q: string) =>
      setParams(q ? new URLSearchParams({ q }) : new URLSearchParams(), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return (
    <PageFrame
      title="Customers"
      description="Everyone who bought from your shop, latest first. Cancelled orders are not counted."
      tools={
        <SearchBox
          id="customer-search"
          label="Search customers by name"
          value={search}
          maxLength={InsightsLimits.searchMax}
          onSearch={onSearch}
        />
      }
    >
      <QueryState
        query={customers}
        loading={<ListSkeleton label="Loading customers" rows={5} className="h-16 rounded-2xl" />}
        errorTitle="We couldn't load your customers"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          search
            ? {
                icon: SearchX,
                title: `No customer matches “${search}”`,
                action: (
                  <Button variant="outline" onClick={() => onSearch("")}>
                    Clear search
                  </Button>
                ),
              }
            : {
                icon: Users,
                title: "No customers yet",
                description: "When someone buys from your shop, she appears here.",
              }
        }
      >
        {(data) => (
          <div className="grid gap-4">
            <CustomerList
              customers={data.pages.flatMap((page) => page.items)}
              currency={data.pages[0]?.currency ?? "INR"}
            />
            {customers.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={customers.isFetchingNextPage}
                onClick={() => customers.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
