import { ArrowDown, ArrowUp, Plus, Star, Store, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { type Pick, useCurate, useFeaturedListings, useFeaturedShops, usePick } from "../api/curation";
import { adminKeys } from "../api/keys";
import { useAdminT } from "../i18n";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

const TEMPLATES = ["Festive pick", "Community favourite", "New and promising", "Festive week over"];
type Call = {
  method: "post" | "put" | "delete";
  path: string;
  body: object;
  title: string;
  destructive?: boolean;
};

/** A search box that lists shops or listings to add. */
function Picker({
  what,
  label,
  onPick,
}: {
  what: "shops" | "listings";
  label: string;
  onPick: (pick: Pick) => void;
}) {
  const { t } = useAdminT();
  const id = useId();
  const [q, setQ] = useState("");
  const found = usePick(what, q);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={t("featured.typeName")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {q.trim() && (
        <ul className="grid gap-1" aria-live="polite">
          {found.isPending ? (
            <li className="text-muted-foreground text-sm">{t("featured.searching")}</li>
          ) : found.data?.items.length ? (
            found.data.items.map((pick) => (
              <li key={pick.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-2 rounded-xl px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => {
                    onPick(pick);
                    setQ("");
                  }}
                >
                  <span className="truncate">
                    {pick.name}
                    {pick.detail && <span className="text-muted-foreground"> · {pick.detail}</span>}
                  </span>
                  <Plus aria-hidden className="size-4 shrink-0 text-primary" />
                </button>
              </li>
            ))
          ) : (
            <li className="text-muted-foreground text-sm">{t("featured.nothing")}</li>
          )}
        </ul>
      )}
    </div>
  );
}

/** Featured shops (in order) and featured listings, for the home page and /commerce. */
export function FeaturedEditor() {
  const { t } = useAdminT();
  const shops = useFeaturedShops();
  const listings = useFeaturedListings();
  const curateShops = useCurate(adminKeys.featuredShops);
  const curateListings = useCurate(adminKeys.featuredListings);
  const [call, setCall] = useState<(Call & { target: "shops" | "listings" }) | null>(null);
  const mutation = call?.target === "listings" ? curateListings : curateShops;

  const ask = (target: "shops" | "listings", next: Call) => {
    mutation.reset();
    setCall({ ...next, target });
  };
  const confirm = (reason: string) => {
    if (!call) return;
    mutation.mutate(
      { method: call.method, path: call.path, body: { ...call.body, reason } },
      {
        onSuccess: () => {
          setCall(null);
          toast.success(t("featured.updated"));
        },
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <section aria-labelledby="featured-shops" className="grid min-w-0 grid-cols-1 content-start gap-3">
        <h2 id="featured-shops" className="font-semibold text-lg">
          {t("featured.shops")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("featured.shopsIntro")}</p>
        <Picker
          what="shops"
          label={t("featured.featureShop")}
          onPick={(pick) =>
            ask("shops", {
              method: "post",
              path: "/api/admin/featured/shops",
              body: { shop_id: pick.id },
              title: t("featured.featureTitle", { name: pick.name }),
            })
          }
        />
        <QueryState
          query={shops}
          errorTitle={t("featured.shopsError")}
          loading={<ListSkeleton label={t("loading")} rows={1} className="h-24 rounded-2xl" />}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Store,
            title: t("featured.noShops"),
            description: t("featured.noShopsText"),
          }}
        >
          {(data) => (
            <ol className="divide-y divide-border rounded-2xl bg-card shadow-card ring-1 ring-border">
              {data.items.map((shop, index) => {
                const move = (by: number) => {
                  const ids = data.items.map((s) => s.shop_id);
                  const [moved] = ids.splice(index, 1);
                  ids.splice(index + by, 0, moved!);
                  ask("shops", {
                    method: "put",
                    path: "/api/admin/featured/shops/order",
                    body: { ids },
                    title: t("saveOrder"),
                  });
                };
                return (
                  <li key={shop.shop_id} className="flex items-center gap-2 px-3 py-2">
                    <Link
                      to={`/shop/${shop.slug}`}
                      className="min-w-0 flex-1 truncate font-medium hover:underline"
                    >
                      {shop.shop_name}
                    </Link>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("moveUp", { name: shop.shop_name })}
                      disabled={index === 0}
                      onClick={() => move(-1)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("moveDown", { name: shop.shop_name })}
                      disabled={index === data.items.length - 1}
                      onClick={() => move(1)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("featured.stop", { name: shop.shop_name })}
                      onClick={() =>
                        ask("shops", {
                          method: "delete",
                          path: `/api/admin/featured/shops/${shop.shop_id}`,
                          body: {},
                          title: t("featured.stopTitle", { name: shop.shop_name }),
                          destructive: true,
                        })
                      }
                    >
                      <X aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
      </section>

      <section aria-labelledby="featured-listings" className="grid min-w-0 grid-cols-1 content-start gap-3">
        <h2 id="featured-listings" className="font-semibold text-lg">
          {t("featured.listings")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("featured.listingsIntro")}</p>
        <Picker
          what="listings"
          label={t("featured.featureListing")}
          onPick={(pick) =>
            ask("listings", {
              method: "post",
              path: "/api/admin/featured/listings",
              body: { listing_id: pick.id, featured: true },
              title: t("featured.featureTitle", { name: pick.name }),
            })
          }
        />
        <QueryState
          query={listings}
          errorTitle={t("featured.listingsError")}
          loading={<ListSkeleton label={t("loading")} rows={1} className="h-24 rounded-2xl" />}
          isEmpty={(data) => data.items.length === 0}
          empty={{ icon: Star, title: t("featured.noListings") }}
        >
          {(data) => (
            <ul className="divide-y divide-border rounded-2xl bg-card shadow-card ring-1 ring-border">
              {data.items.map((listing) => (
                <li key={listing.id} className="flex items-center gap-3 px-3 py-2">
                  {listing.image_url ? (
                    <img
                      src={listing.image_url}
                      alt=""
                      className="size-10 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <span className="size-10 shrink-0 rounded-lg bg-muted" />
                  )}
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{listing.title}</span>
                    <span className="truncate text-muted-foreground text-xs">{listing.shop_name}</span>
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t("featured.stop", { name: listing.title })}
                    onClick={() =>
                      ask("listings", {
                        method: "post",
                        path: "/api/admin/featured/listings",
                        body: { listing_id: listing.id, featured: false },
                        title: t("featured.stopTitle", { name: listing.title }),
                        destructive: true,
                      })
                    }
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      <ReasonDialog
        open={call !== null}
        onOpenChange={(next) => !next && setCall(null)}
        title={call?.title ?? ""}
        description={t("featured.changeText")}
        templates={TEMPLATES}
        confirmLabel={call?.destructive ? t("featured.stopLabel") : t("save")}
        destructive={call?.destructive}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
      />
    </div>
  );
}
