import type { ShopCard as ShopSummary } from "@saheli/core/contracts/home";
import { ShopMessages } from "@saheli/core/shops";
import { Heart } from "lucide-react";
import { Link } from "react-router";
import { ShopCard } from "@/components/commerce/shop-card";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useShopList } from "../api/shops";
import { useMarketplaceT } from "../i18n";

/** /followed-shops: the shops she follows, and a few she might like. */
export function Component() {
  const { t } = useMarketplaceT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("browse.followed.signIn")} />;
  return <FollowedShops />;
}

function FollowedShops() {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const followed = useShopList("followed");
  const suggestions = useShopList("suggestions");
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("browse.followed.title")}</title>
      <section aria-labelledby="followed-heading" className="grid gap-4">
        <h1 id="followed-heading" className="font-display font-semibold text-2xl">
          {t("browse.followed.heading")}
        </h1>
        <QueryState
          query={followed}
          loading={<PageLoading />}
          errorTitle={messageIn(ShopMessages.followedShopsFailed)}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Heart,
            title: t("browse.followed.empty"),
            description: t("browse.followed.emptyHint"),
            action: (
              <Button asChild>
                <Link to="/shops">{t("browse.followed.browse")}</Link>
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
            {t("browse.followed.suggested")}
          </h2>
          <ShopGrid shops={suggestions.data.items} />
        </section>
      )}
      {suggestions.isError && (
        <p className="text-muted-foreground text-sm">{messageIn(ShopMessages.suggestionsFailed)}</p>
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
