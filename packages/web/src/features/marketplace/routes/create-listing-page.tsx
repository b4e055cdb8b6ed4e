import { ListingMessages } from "@saheli/core/listings";
import { PackageX, Store } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { useListing } from "../api/listings";
import { useMyShop } from "../api/shops";
import { ListingForm } from "../components/listing-form";

/** /create-listing (and `?edit={id}` for one of hers): needs her open shop. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description="Sign in to list in your shop." />;
  return <CreateListing />;
}

function CreateListing() {
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
        title="Open your shop first"
        description="Listings live in your shop. It takes a few minutes."
        action={
          <Button asChild>
            <Link to="/create-shop">Create Shop</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  if (editId && !editing.data?.is_owner) {
    return (
      <EmptyState icon={PackageX} headingLevel="h1" title={ListingMessages.accessDenied} className="py-16" />
    );
  }
  const listing = editId ? (editing.data ?? null) : null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{listing ? `Edit ${listing.title} · Saheli` : "New listing · Saheli"}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{listing ? "Edit listing" : "New listing"}</h1>
        <p className="text-muted-foreground">In {shop.shop_name}</p>
      </div>
      <ListingForm key={listing?.id ?? "new"} listing={listing} currency={shop.shop_currency} />
    </div>
  );
}
