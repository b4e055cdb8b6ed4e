import type { SavedCollection } from "@saheli/core/contracts/saved";
import { FolderPlus, Inbox, Library, MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useCollections } from "../api/get-collections";
import {
  DeleteCollectionDialog,
  NewCollectionDialog,
  RenameCollectionDialog,
} from "../components/collection-dialogs";
import { useSavedT } from "../i18n";

/** `/saved/collections`: her collections as tiles; make, rename and delete them. */
export function Component() {
  const { t } = useSavedT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("collections.signIn")} />;
  }
  return <Collections />;
}

function Collections() {
  const { t } = useSavedT();
  const overview = useCollections();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-5 lg:px-8 lg:py-8">
      <title>{t("collections.title")}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <h1 className="font-display font-semibold text-2xl text-foreground">{t("collections.heading")}</h1>
          <p className="text-muted-foreground text-sm">{t("collections.intro")}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <FolderPlus aria-hidden /> {t("collections.newCollection")}
        </Button>
      </div>
      <QueryState
        query={overview}
        loading={
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="aspect-[4/3] rounded-2xl" />
            ))}
          </div>
        }
        errorTitle={t("collections.error")}
      >
        {(data) => (
          <>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              <li>
                <Tile
                  to="/saved"
                  name={t("collections.all")}
                  count={data.all_count}
                  cover={data.all_cover_url}
                  icon={Inbox}
                />
              </li>
              {data.collections.length > 0 && data.unsorted_count > 0 && (
                <li>
                  <Tile
                    to="/saved?collection=none"
                    name={t("collections.unsorted")}
                    count={data.unsorted_count}
                    cover={null}
                    icon={Inbox}
                  />
                </li>
              )}
              {data.collections.map((collection) => (
                <li key={collection.id}>
                  <CollectionTile collection={collection} />
                </li>
              ))}
            </ul>
            {data.collections.length === 0 && (
              <p className="text-center text-muted-foreground text-sm">{t("collections.none")}</p>
            )}
          </>
        )}
      </QueryState>
      <NewCollectionDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(made) => navigate(`/saved/collections/${made.id}`)}
      />
    </div>
  );
}

type TileProps = { to: string; name: string; count: number; cover: string | null; icon: typeof Inbox };

function Tile({ to, name, count, cover, icon: Icon }: TileProps) {
  const { t } = useSavedT();
  const locale = useIntlLocale();
  return (
    <article className="group relative grid gap-2">
      <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-muted ring-1 ring-border">
        {cover ? (
          <FallbackImage
            src={cover}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center bg-primary-soft text-primary">
            <Icon aria-hidden className="size-10" strokeWidth={1.5} />
          </span>
        )}
      </div>
      <div className="min-w-0">
        <h2 className="truncate font-medium text-foreground">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-offset-2"
          >
            {name}
          </Link>
        </h2>
        <p className="text-muted-foreground text-sm">
          {t("count.items", { count, n: count.toLocaleString(locale) })}
        </p>
      </div>
    </article>
  );
}

function CollectionTile({ collection }: { collection: SavedCollection }) {
  const { t } = useSavedT();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  return (
    <div className="relative">
      <Tile
        to={`/saved/collections/${collection.id}`}
        name={collection.name}
        count={collection.item_count}
        cover={collection.cover_url}
        icon={Library}
      />
      <div className="absolute top-2 right-2 z-10">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="secondary"
              size="icon"
              className="size-8 shadow-card"
              aria-label={t("collections.options", { name: collection.name })}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setDialog("rename")}>
              {t("collections.rename")}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
              {t("collections.delete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <RenameCollectionDialog
        open={dialog === "rename"}
        onOpenChange={(open) => setDialog(open ? "rename" : null)}
        collection={collection}
      />
      <DeleteCollectionDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        collection={collection}
      />
    </div>
  );
}
