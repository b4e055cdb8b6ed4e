import type { ShopCard as Shop } from "@saheli/core/contracts/home";
import { ShopCard } from "@/components/commerce/shop-card";

export function ShopRow({ shops }: { shops: Shop[] }) {
  return (
    <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
      {shops.map((shop) => (
        <li key={shop.id} className="w-72 shrink-0 snap-start sm:w-auto">
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
