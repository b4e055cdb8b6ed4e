import { SearchField } from "@/components/ui/search-field";
import { useVendorOrdersT } from "../i18n";

/** Search by order number: the list follows what she types once she pauses. */
export function OrderSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useVendorOrdersT();
  return (
    <SearchField
      id="vendor-order-search"
      label={t("list.search")}
      value={value}
      maxLength={40}
      onSearch={onSearch}
    />
  );
}
