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
import { useMarketplaceT } from "../i18n";

/** /vendor/settings: her shop's details, and closing it; `children` are sections app/ composes in (video meetings). */
export function Component({ children }: { children?: ReactNode }) {
  const { t } = useMarketplaceT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("shopForm.settings.signIn")} />;
  return <ShopSettings>{children}</ShopSettings>;
}

function ShopSettings({ children }: { children?: ReactNode }) {
  const { t } = useMarketplaceT();
  const mine = useMyShop();
  if (mine.isPending) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={mine.isError ? t("shopForm.settings.loadFailed") : t("shopForm.settings.noShop")}
        action={
          <Button asChild>
            <Link to="/create-shop">{t("shopForm.settings.createShop")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("shopForm.settings.title")}</title>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-display font-semibold text-2xl">{t("shopForm.settings.heading")}</h1>
        <Button asChild variant="link">
          <Link to={`/shop/${encodeURIComponent(shop.slug)}`}>{t("shopForm.settings.viewShop")}</Link>
        </Button>
      </div>
      <ShopForm shop={shop} />
      {children}
      <CloseShop shopId={shop.id} name={shop.shop_name} />
    </div>
  );
}

function CloseShop({ shopId, name }: { shopId: string; name: string }) {
  const { t } = useMarketplaceT();
  const [open, setOpen] = useState(false);
  const close = useCloseShop(shopId);
  const navigate = useNavigate();
  return (
    <section className="grid gap-2 rounded-2xl p-4 ring-1 ring-destructive/40">
      <h2 className="font-semibold text-destructive">{t("shopForm.settings.closeHeading")}</h2>
      <p className="text-muted-foreground text-sm">{t("shopForm.settings.closeHint")}</p>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        {t("shopForm.settings.close")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("shopForm.settings.closeTitle", { name })}</DialogTitle>
            <DialogDescription>{t("shopForm.settings.closeText")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t("shopForm.settings.keepOpen")}
            </Button>
            <Button
              variant="destructive"
              loading={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(t("shopForm.settings.closed"));
                    navigate("/", { replace: true });
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              {t("shopForm.settings.close")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
