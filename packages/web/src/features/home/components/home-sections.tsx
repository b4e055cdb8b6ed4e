import type { HomeResponse } from "@saheli/core/contracts/home";
import { CalendarCheck, LayoutGrid, ShoppingBag, Store } from "lucide-react";
import { ListingGrid, ListingRow } from "@/components/commerce/listing-grid";
import { EmptyState } from "@/components/ui/empty-state";
import { useHomeT } from "../i18n";
import { CategoryStrip } from "./category-strip";
import { HomeSection } from "./home-section";
import { ShopRow } from "./shop-row";

/** The marketplace bands of the home page, each with its own empty state. */
export function HomeSections({ data }: { data: HomeResponse }) {
  const { t } = useHomeT();
  return (
    <>
      <HomeSection
        title={t("sections.categories.title")}
        subtitle={t("sections.categories.subtitle")}
        seeAll={{ href: "/commerce", label: t("sections.categories.seeAll") }}
      >
        {data.categories.length > 0 ? (
          <CategoryStrip categories={data.categories} />
        ) : (
          <EmptyState
            icon={LayoutGrid}
            headingLevel="h3"
            title={t("sections.categories.emptyTitle")}
            description={t("sections.categories.emptyText")}
          />
        )}
      </HomeSection>
      <HomeSection
        title={t("sections.featured.title")}
        subtitle={t("sections.featured.subtitle")}
        seeAll={{ href: "/commerce?filter=featured", label: t("sections.featured.seeAll") }}
      >
        {data.featured.length > 0 ? (
          <ListingGrid listings={data.featured} />
        ) : (
          <EmptyState
            icon={ShoppingBag}
            headingLevel="h3"
            title={t("sections.featured.emptyTitle")}
            description={t("sections.featured.emptyText")}
          />
        )}
      </HomeSection>
      <HomeSection
        title={t("sections.services.title")}
        subtitle={t("sections.services.subtitle")}
        seeAll={{ href: "/commerce?type=service", label: t("sections.services.seeAll") }}
      >
        {data.services.length > 0 ? (
          <ListingRow listings={data.services} />
        ) : (
          <EmptyState
            icon={CalendarCheck}
            headingLevel="h3"
            title={t("sections.services.emptyTitle")}
            description={t("sections.services.emptyText")}
          />
        )}
      </HomeSection>
      <HomeSection
        title={t("sections.shops.title")}
        subtitle={t("sections.shops.subtitle")}
        seeAll={{ href: "/shops", label: t("sections.shops.seeAll") }}
      >
        {data.shops.length > 0 ? (
          <ShopRow shops={data.shops} />
        ) : (
          <EmptyState
            icon={Store}
            headingLevel="h3"
            title={t("sections.shops.emptyTitle")}
            description={t("sections.shops.emptyText")}
          />
        )}
      </HomeSection>
    </>
  );
}
