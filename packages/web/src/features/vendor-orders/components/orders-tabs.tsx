import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { VendorOrderCounts } from "../api/get-vendor-order-counts";
import type { VendorOrderFilter } from "../api/keys";
import { useVendorOrdersLocale, useVendorOrdersT } from "../i18n";
import { ORDER_TABS, tabCount } from "../lib/tabs";

type Props = {
  value: VendorOrderFilter;
  counts: VendorOrderCounts | undefined;
  onChange: (tab: VendorOrderFilter) => void;
  children: ReactNode;
};

/** New, To pack, Shipped, Delivered, Returns, Cancelled, All — with how many wait in each. */
export function OrdersTabs({ value, counts, onChange, children }: Props) {
  const { t } = useVendorOrdersT();
  const locale = useVendorOrdersLocale();
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as VendorOrderFilter)} className="grid gap-4">
      <TabsList aria-label={t("list.tabs")} className="justify-self-start">
        {ORDER_TABS.map((tab) => {
          const count = tabCount(counts, tab);
          return (
            <TabsTrigger key={tab} value={tab}>
              {t(`list.tab.${tab}`)}
              {count !== null && count > 0 && (
                <span className="min-w-5 rounded-full bg-primary px-1.5 text-center font-semibold text-primary-foreground text-xs tabular-nums leading-5">
                  {count.toLocaleString(locale)}
                </span>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value={value} className="mt-0">
        {children}
      </TabsContent>
    </Tabs>
  );
}
