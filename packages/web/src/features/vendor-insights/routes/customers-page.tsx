import { InsightsLimits } from "@saheli/core/vendor-insights";
import { SearchX, Users } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { useCustomers } from "../api/get-customers";
import { CustomerList } from "../components/customer-list";
import { ListSkeleton } from "../components/list-skeleton";
import { PageFrame } from "../components/page-frame";
import { ShopGate } from "../components/shop-gate";
import { useVendorInsightsT } from "../i18n";

/** /vendor/customers: who bought from her, how often and how much, her last order; a message away. */
export function Component() {
  const { t } = useVendorInsightsT();
  return (
    <ShopGate signInReason={t("customers.signIn")}>
      <Customers />
    </ShopGate>
  );
}

function Customers() {
  const { t } = useVendorInsightsT();
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
      title={t("customers.title")}
      description={t("customers.description")}
      tools={
        <SearchField
          id="customer-search"
          label={t("customers.search")}
          value={search}
          maxLength={InsightsLimits.searchMax}
          onSearch={onSearch}
        />
      }
    >
      <QueryState
        query={customers}
        loading={<ListSkeleton label={t("customers.loading")} rows={5} className="h-16 rounded-2xl" />}
        errorTitle={t("customers.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          search
            ? {
                icon: SearchX,
                title: t("customers.noMatch", { search }),
                action: (
                  <Button variant="outline" onClick={() => onSearch("")}>
                    {t("customers.clear")}
                  </Button>
                ),
              }
            : {
                icon: Users,
                title: t("customers.none"),
                description: t("customers.noneText"),
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
                {t("loadMore")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
