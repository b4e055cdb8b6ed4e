import type { SavedCollection, SavedCollections } from "@saheli/core/contracts/saved";
import { SAVED_KINDS, type SavedKind } from "@saheli/core/saved";
import { Bookmark, FolderCog, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useCollections } from "../api/get-collections";
import { useSaved } from "../api/get-saved";
import { DeleteCollectionDialog, RenameCollectionDialog } from "../components/collection-dialogs";
import { SavedItemCard } from "../components/saved-item-card";
import { useSavedT } from "../i18n";
import { collectionHref, parseCollection, parseKind } from "../lib/saved-filter";

/** `/saved` (doc 3 §2.1 "Saved Items"), `/saved?collection=none` and `/saved/collections/{id}`. */
export function Component() {
  const { t } = useSavedT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("page.signIn")} />;
  }
  return <Saved />;
}

function Saved() {
  const { t } = useSavedT();
  const locale = useIntlLocale();
  const itemCount = (count: number) => t("count.items", { count, n: count.toLocaleString(locale) });
  const { id } = useParams();
  const [params] = useSearchParams();
  const collection = parseCollection(id, params.get("collection"));
  const kind = parseKind(params.get("kind"));
  const overview = useCollections();
  const current = overview.data?.collections.find((c) => c.id === collection);
  const missing =
    collection === "invalid" ||
    (collection !== "all" && collection !== "none" && overview.isSuccess && !current);
  const heading =
    collection === "all" ? t("page.all") : collection === "none" ? t("page.unsorted") : (current?.name ?? "");

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5 px-4 py-5 lg:px-8 lg:py-8">
      <title>{t("page.title", { heading: heading || t("page.fallbackTitle") })}</title>
      <CollectionChips overview={overview.data} collection={collection} kind={kind} />
      {missing ? (
        <MissingCollection />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-0.5">
              {heading ? (
                <h1 className="font-display font-semibold text-2xl text-foreground">{heading}</h1>
              ) : (
                <Skeleton className="h-8 w-48" />
              )}
              {overview.data && (
                <p className="text-muted-foreground text-sm">
                  {itemCount(
                    collection === "all"
                      ? overview.data.all_count
                      : collection === "none"
                        ? overview.data.unsorted_count
                        : (current?.item_count ?? 0),
                  )}
                </p>
              )}
            </div>
            {current && <CollectionActions collection={current} />}
          </div>
          <KindTabs collection={collection} kind={kind} />
          <SavedList
            collection={collection}
            kind={kind}
            names={new Map((overview.data?.collections ?? []).map((c) => [c.id, c.name]))}
          />
        </>
      )}
    </div>
  );
}

function CollectionChips({
  overview,
  collection,
  kind,
}: {
  overview: SavedCollections | undefined;
  collection: string;
  kind: SavedKind | "";
}) {
  const { t } = useSavedT();
  const chips = [
    { id: "all", name: t("page.all"), count: overview?.all_count },
    ...(overview && overview.unsorted_count > 0 && overview.collections.length > 0
      ? [{ id: "none", name: t("page.unsorted"), count: overview.unsorted_count }]
      : []),
    ...(overview?.collections ?? []).map((c) => ({ id: c.id, name: c.name, count: c.item_count })),
  ];
  return (
    <nav
      aria-label={t("page.collections")}
      className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      {chips.map((chip) => (
        <Link
          key={chip.id}
          to={collectionHref(chip.id, kind)}
          aria-current={chip.id === collection ? "page" : undefined}
          className={cn(
            "flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm transition-colors",
            chip.id === collection
              ? "border-primary bg-primary-soft text-primary"
              : "border-input hover:border-primary/50",
          )}
        >
          <span className="max-w-[12rem] truncate">{chip.name}</span>
          {chip.count !== undefined && (
            <span className="text-muted-foreground text-xs tabular-nums">{chip.count}</span>
          )}
        </Link>
      ))}
      <Button asChild variant="ghost" size="sm" className="shrink-0">
        <Link to="/saved/collections">
          <FolderCog aria-hidden /> {t("page.manage")}
        </Link>
      </Button>
    </nav>
  );
}

function KindTabs({ collection, kind }: { collection: string; kind: SavedKind | "" }) {
  const { t } = useSavedT();
  return (
    <nav aria-label={t("page.kinds")} className="flex gap-1 border-border border-b text-sm">
      {(["", ...SAVED_KINDS] as const).map((name) => (
        <Link
          key={name || "every"}
          to={collectionHref(collection, name)}
          aria-current={name === kind ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 transition-colors",
            name === kind
              ? "border-primary font-medium text-foreground"
              : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {name ? t(`page.kind.${name}`) : t("page.everything")}
        </Link>
      ))}
    </nav>
  );
}

function SavedList({
  collection,
  kind,
  names,
}: {
  collection: string;
  kind: SavedKind | "";
  names: Map<string, string>;
}) {
  const { t } = useSavedT();
  const saved = useSaved({ collection, kind });
  const what = kind || "any";
  return (
    <QueryState
      query={saved}
      loading={
        <div
          className="grid gap-3 md:grid-cols-2"
          role="status"
          aria-busy="true"
          aria-label={t("page.loading")}
        >
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-28 rounded-2xl" />
          ))}
        </div>
      }
      errorTitle={t("page.error")}
      isEmpty={(data) => data.pages[0]?.items.length === 0}
      empty={
        collection === "all" && !kind
          ? {
              icon: Bookmark,
              title: t("page.nothing"),
              description: t("page.nothingHint"),
              action: (
                <>
                  <Button asChild variant="outline">
                    <Link to="/community">{t("page.browseCommunity")}</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/commerce">{t("page.exploreMarketplace")}</Link>
                  </Button>
                </>
              ),
            }
          : {
              icon: Bookmark,
              title:
                collection === "all" || collection === "none"
                  ? t(`page.emptyHere.${what}`)
                  : t(`page.emptyIn.${what}`),
              description: collection === "all" || collection === "none" ? undefined : t("page.emptyInHint"),
              action: (
                <Button asChild variant="outline">
                  <Link to="/saved">{t("page.seeAll")}</Link>
                </Button>
              ),
            }
      }
    >
      {(data) => (
        <div className="grid gap-4">
          <ul className="grid gap-3 md:grid-cols-2">
            {data.pages
              .flatMap((page) => page.items)
              .map((item) => (
                <li
                  key={`${item.kind}:${item.kind === "post" ? item.post.id : item.kind === "listing" ? item.listing.id : item.job.id}`}
                >
                  <SavedItemCard
                    item={item}
                    collectionName={
                      collection === "all" && item.collection_id
                        ? (names.get(item.collection_id) ?? null)
                        : null
                    }
                  />
                </li>
              ))}
          </ul>
          {saved.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              loading={saved.isFetchingNextPage}
              onClick={() => void saved.fetchNextPage()}
            >
              {t("page.more")}
            </Button>
          )}
        </div>
      )}
    </QueryState>
  );
}

function CollectionActions({ collection }: { collection: SavedCollection }) {
  const { t } = useSavedT();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const navigate = useNavigate();
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => setDialog("rename")}>
        <Pencil aria-hidden /> {t("page.rename")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog("delete")}>
        <Trash2 aria-hidden /> {t("page.delete")}
      </Button>
      <RenameCollectionDialog
        open={dialog === "rename"}
        onOpenChange={(open) => setDialog(open ? "rename" : null)}
        collection={collection}
      />
      <DeleteCollectionDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        collection={collection}
        onDeleted={() => navigate("/saved", { replace: true })}
      />
    </div>
  );
}

function MissingCollection() {
  const { t } = useSavedT();
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center">
      <h1 className="font-display font-semibold text-2xl">{t("page.missing")}</h1>
      <p className="text-muted-foreground">{t("page.missingHint")}</p>
      <Button asChild>
        <Link to="/saved">{t("page.seeAll")}</Link>
      </Button>
    </div>
  );
}
