import type { SavedCollection, SavedCollections } from "@saheli/core/contracts/saved";
import { itemCountLabel, SAVED_KINDS, type SavedKind, SavedKindLabels } from "@saheli/core/saved";
import { Bookmark, FolderCog, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import { useCollections } from "../api/get-collections";
import { useSaved } from "../api/get-saved";
import { DeleteCollectionDialog, RenameCollectionDialog } from "../components/collection-dialogs";
import { SavedItemCard } from "../components/saved-item-card";
import { collectionHref, parseCollection, parseKind } from "../lib/saved-filter";

/** `/saved` (doc 3 §2.1 "Saved Items"), `/saved?collection=none` and `/saved/collections/{id}`. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description="Sign in to see the posts, listings and jobs you saved." />;
  }
  return <Saved />;
}

function Saved() {
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
    collection === "all" ? "All saved" : collection === "none" ? "Unsorted" : (current?.name ?? "");

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5 px-4 py-5 lg:px-8 lg:py-8">
      <title>{`${heading || "Saved Items"} · Saheli`}</title>
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
                  {itemCountLabel(
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
  const chips = [
    { id: "all", name: "All saved", count: overview?.all_count },
    ...(overview && overview.unsorted_count > 0 && overview.collections.length > 0
      ? [{ id: "none", name: "Unsorted", count: overview.unsorted_count }]
      : []),
    ...(overview?.collections ?? []).map((c) => ({ id: c.id, name: c.name, count: c.item_count })),
  ];
  return (
    <nav
      aria-label="Collections"
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
          <FolderCog aria-hidden /> Manage collections
        </Link>
      </Button>
    </nav>
  );
}

function KindTabs({ collection, kind }: { collection: string; kind: SavedKind | "" }) {
  return (
    <nav aria-label="Kinds of saved things" className="flex gap-1 border-border border-b text-sm">
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
          {name ? SavedKindLabels[name] : "Everything"}
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
  const saved = useSaved({ collection, kind });
  const what = kind ? SavedKindLabels[kind].toLowerCase() : "saved things";
  return (
    <QueryState
      query={saved}
      loading={
        <div
          className="grid gap-3 md:grid-cols-2"
          role="status"
          aria-busy="true"
          aria-label="Loading your saved items"
        >
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-28 rounded-2xl" />
          ))}
        </div>
      }
      errorTitle="We couldn't load your saved items"
      isEmpty={(data) => data.pages[0]?.items.length === 0}
      empty={
        collection === "all" && !kind
          ? {
              icon: Bookmark,
              title: "Nothing saved yet",
              description:
                "Save a post from its menu, heart a listing or save a job, and it will wait for you here.",
              action: (
                <>
                  <Button asChild variant="outline">
                    <Link to="/community">Browse the community</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/commerce">Explore the marketplace</Link>
                  </Button>
                </>
              ),
            }
          : {
              icon: Bookmark,
              title:
                collection === "all" || collection === "none"
                  ? `No ${what} here`
                  : `No ${what} in this collection yet`,
              description:
                collection === "all" || collection === "none"
                  ? undefined
                  : "Open a saved thing's menu in All saved and choose Add to a collection.",
              action: (
                <Button asChild variant="outline">
                  <Link to="/saved">See all saved</Link>
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
              Show more
            </Button>
          )}
        </div>
      )}
    </QueryState>
  );
}

function CollectionActions({ collection }: { collection: SavedCollection }) {
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const navigate = useNavigate();
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => setDialog("rename")}>
        <Pencil aria-hidden /> Rename
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog("delete")}>
        <Trash2 aria-hidden /> Delete
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
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center">
      <h1 className="font-display font-semibold text-2xl">Collection not found</h1>
      <p className="text-muted-foreground">
        It may have been deleted. Everything you saved is still in All saved.
      </p>
      <Button asChild>
        <Link to="/saved">See all saved</Link>
      </Button>
    </div>
  );
}
