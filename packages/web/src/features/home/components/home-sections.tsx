import type { HomeResponse } from "@saheli/core/contracts/home";
import { CalendarCheck, LayoutGrid, ShoppingBag, Store } from "lucide-react";
import { ListingGrid, ListingRow } from "@/components/commerce/listing-grid";
import { EmptyState } from "@/components/ui/empty-state";
import { CategoryStrip } from "./category-strip";
import { HomeSection } from "./home-section";
import { ShopRow } from "./shop-row";

/** The marketplace bands of the home page, each with its own empty state. */
export function HomeSections({ data }: { data: HomeResponse }) {
  return (
    <>
      <HomeSection
        title="Shop by category"
        subtitle="From handloom sarees to home décor, all from women-led businesses."
        seeAll={{ href: "/commerce", label: "See all categories" }}
      >
        {data.categories.length > 0 ? (
          <CategoryStrip categories={data.categories} />
        ) : (
          <EmptyState
            icon={LayoutGrid}
            headingLevel="h3"
            title="Categories are on their way"
            description="Shops are setting up their first listings."
          />
        )}
      </HomeSection>
      <HomeSection
        title="Featured products"
        subtitle="Hand-picked favourites our community loves right now."
        seeAll={{ href: "/commerce?filter=featured", label: "See all featured products" }}
      >
        {data.featured.length > 0 ? (
          <ListingGrid listings={data.featured} />
        ) : (
          <EmptyState
            icon={ShoppingBag}
            headingLevel="h3"
            title="No featured products yet"
            description="New favourites from women-led shops will appear here soon."
          />
        )}
      </HomeSection>
      <HomeSection
        title="Book a service"
        subtitle="Stylists, tutors, coaches and creators you can book today."
        seeAll={{ href: "/commerce?type=service", label: "See all services" }}
      >
        {data.services.length > 0 ? (
          <ListingRow listings={data.services} />
        ) : (
          <EmptyState
            icon={CalendarCheck}
            headingLevel="h3"
            title="No services to book yet"
            description="Women offering services will be listed here as they join."
          />
        )}
      </HomeSection>
      <HomeSection
        title="Shops to discover"
        subtitle="Meet the founders and makers behind the products."
        seeAll={{ href: "/shops", label: "See all shops" }}
      >
        {data.shops.length > 0 ? (
          <ShopRow shops={data.shops} />
        ) : (
          <EmptyState
            icon={Store}
            headingLevel="h3"
            title="No shops yet"
            description="Be one of the first: open your shop on Saheli."
          />
        )}
      </HomeSection>
    </>
  );
}
