import { Store } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/session/use-session";
import { useCloseShop, useMyShop } from "../api/shops";
import { ShopForm } from "../components/shop-form";

/** /vendor/settings: her shop's details, and closing it; `children` are sections app/ composes in (video meetings). */
export function Component({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description="Sign in to manage your shop." />;
  return <ShopSettings>{children}</ShopSettings>;
}

function ShopSettings({ children }: { children?: ReactNode }) {
  const mine = useMyShop();
  if (mine.isPending) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={mine.isError ? "We couldn't load your shop" : "You don't have a shop yet"}
        action={
          <Button asChild>
            <Link to="/create-shop">Create Shop</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>Shop settings · Saheli</title>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-display font-semibold text-2xl">Shop settings</h1>
        <Button asChild variant="link">
          <Link to={`/shop/${encodeURIComponent(shop.slug)}`}>View your shop</Link>
        </Button>
      </div>
      <ShopForm shop={shop} />
      {children}
      <CloseShop shopId={shop.id} name={shop.shop_name} />
    </div>
  );
}

function CloseShop({ shopId, name }: { shopId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseShop(shopId);
  const navigate = useNavigate();
  return (
    <section className="grid gap-2 rounded-2xl p-4 ring-1 ring-destructive/40">
      <h2 className="font-semibold text-destructive">Close your shop</h2>
      <p className="text-muted-foreground text-sm">
        Your shop and its listings leave the marketplace. Past orders keep their record.
      </p>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Close shop
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Close {name}?</DialogTitle>
            <DialogDescription>
              Buyers will no longer find it. You can open a new shop later.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep it open
            </Button>
            <Button
              variant="destructive"
              loading={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    toast.success("Your shop is closed");
                    navigate("/", { replace: true });
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Close shop
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
