import type { ShopCard as ShopSummary } from "@saheli/core/contracts/home";
import { ShopMessages } from "@saheli/core/shops";
import { Heart } from "lucide-react";
import { Link } from "react-router";
import { ShopCard } from "@/components/commerce/shop-card";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { useShopList } from "../api/shops";

/** /followed-shops: the shops she follows, and a few she might like. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to see the shops you follow." />;
  return <FollowedShops />;
}

function FollowedShops() {
  const followed = useShopList("followed");
  const suggestions = useShopList("suggestions");
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <title>Followed shops · Saheli</title>
      <section aria-labelledby="followed-heading" className="grid gap-4">
        <h1 id="followed-heading" className="font-display font-semibold text-2xl">
          Shops you follow
        </h1>
        <QueryState
          query={followed}
          loading={<PageLoading />}
          errorTitle={ShopMessages.followedShopsFailed}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Heart,
            title: "You don't follow any shops yet",
            description: "Follow a shop to keep up with its new listings.",
            action: (
              <Button asChild>
                <Link to="/shops">Browse shops</Link>
              </Button>
            ),
          }}
        >
          {(data) => <ShopGrid shops={data.items} heading="h2" />}
        </QueryState>
      </section>
      {suggestions.data && suggestions.data.items.length > 0 && (
        <section aria-labelledby="suggested-heading" className="grid gap-4">
          <h2 id="suggested-heading" className="font-display font-semibold text-xl">
            Shops you might like
          </h2>
          <ShopGrid shops={suggestions.data.items} />
        </section>
      )}
      {suggestions.isError && (
        <p className="text-muted-foreground text-sm">{ShopMessages.suggestionsFailed}</p>
      )}
    </div>
  );
}

function ShopGrid({ shops, heading }: { shops: ShopSummary[]; heading?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shops.map((shop) => (
        <li key={shop.id}>
          <ShopCard shop={shop} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
