import { LayoutDashboard, ShoppingBag } from "lucide-react";
import type { UpcomingFeature } from "./upcoming-feature";

/** Marketplace and selling pages that arrive in later releases. */
export const upcomingCommerce = {
  commerce: {
    icon: ShoppingBag,
    name: "Marketplace",
    description:
      "Search and filter the whole marketplace: featured picks, bestsellers, deals and trending finds.",
  },
  vendor: {
    icon: LayoutDashboard,
    name: "Orders and analytics",
    description:
      "Your orders, customers and sales figures, beside the listings and reviews you manage today.",
  },
} satisfies Record<string, UpcomingFeature>;
