import { ListingMessages } from "@saheli/core/listings";
import { PackageX, Store } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useListing } from "../api/listings";
import { useMyShop } from "../api/shops";
import { ListingForm } from "../components/listing-form";
import { useMarketplaceT } from "../i18n";

/** /create-listing (and `?edit={id}` for one of hers): needs her open shop. */
export function Component() {
  const { t } = useMarketplaceT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("listingForm.page.signIn")} />;
  return <CreateListing />;
}

function CreateListing() {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const [params] = useSearchParams();
  const editId = params.get("edit");
  const mine = useMyShop();
  const editing = useListing(editId ?? "");
  if (mine.isPending || (editId && editing.isPending)) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={t("listingForm.page.openShop")}
        description={t("listingForm.page.openShopHint")}
        action={
          <Button asChild>
            <Link to="/create-shop">{t("listingForm.page.createShop")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  if (editId && !editing.data?.is_owner) {
    return (
      <EmptyState
        icon={PackageX}
        headingLevel="h1"
        title={messageIn(ListingMessages.accessDenied)}
        className="py-16"
      />
    );
  }
  const listing = editId ? (editing.data ?? null) : null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>
        {listing ? t("listingForm.page.editTitle", { title: listing.title }) : t("listingForm.page.newTitle")}
      </title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">
          {listing ? t("listingForm.page.edit") : t("listingForm.page.new")}
        </h1>
        <p className="text-muted-foreground">{t("listingForm.page.inShop", { shop: shop.shop_name })}</p>
      </div>
      <ListingForm key={listing?.id ?? "new"} listing={listing} currency={shop.shop_currency} />
    </div>
  );
}
