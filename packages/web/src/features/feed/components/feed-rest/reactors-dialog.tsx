import { formatCount, REACTION_TYPES, type ReactionType } from "@saheli/core/feed";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useReactors } from "@/features/feed/api/post-extras";
import { useFeedT } from "@/features/feed/i18n";
import { REACTIONS } from "../reaction-button";

type Props = { postId: string; open: boolean; onOpenChange: (open: boolean) => void };

const ALL = "all";

/** Who reacted to a post: everyone, or one reaction at a time, 20 a page. */
export function ReactorsDialog({ postId, open, onOpenChange }: Props) {
  const [tab, setTab] = useState<string>(ALL);
  const type = tab === ALL ? null : (tab as ReactionType);
  const reactors = useReactors(postId, type, open);
  // The counts come with every page; the first page of the tab shown carries them.
  const first = reactors.data?.pages[0];
  const people = reactors.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useFeedT();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] grid-cols-[minmax(0,1fr)] grid-rows-[auto_auto_1fr] overflow-hidden">
        <DialogHeader>
          <DialogTitle>{t("reactors.title")}</DialogTitle>
          <DialogDescription>
            {first
              ? t("reactors.reacted", { count: first.total, formatted: formatCount(first.total) })
              : t("reactors.who")}
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList aria-label={t("reactors.byType")} className="max-w-full overflow-x-auto">
            <TabsTrigger value={ALL}>
              {t("reactors.all")}
              {first ? ` · ${formatCount(first.total)}` : ""}
            </TabsTrigger>
            {REACTION_TYPES.filter((kind) => !first || first.counts[kind] > 0 || kind === type).map(
              (kind) => (
                <TabsTrigger
                  key={kind}
                  value={kind}
                  aria-label={t("reactors.tab", {
                    reaction: t(`reactions.${kind}`),
                    n: first?.counts[kind] ?? "",
                  })}
                >
                  <span aria-hidden>{REACTIONS[kind].emoji}</span>
                  {first ? ` ${formatCount(first.counts[kind])}` : ""}
                </TabsTrigger>
              ),
            )}
          </TabsList>
        </Tabs>
        <div className="-mx-1 min-h-24 overflow-y-auto px-1">
          {reactors.isPending ? (
            <ul aria-label={t("reactors.loading")} className="grid gap-3 py-2">
              {[0, 1, 2].map((n) => (
                <li key={n} className="flex items-center gap-3">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeleton className="h-4 w-40" />
                </li>
              ))}
            </ul>
          ) : reactors.isError ? (
            <EmptyState
              headingLevel="h3"
              title={t("reactors.failed")}
              description={reactors.error.message}
              action={
                <Button variant="outline" onClick={() => reactors.refetch()}>
                  <RefreshCw aria-hidden /> {t("reactors.retry")}
                </Button>
              }
            />
          ) : people.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground text-sm">{t("reactors.none")}</p>
          ) : (
            <ul aria-label={t("reactors.people")} className="grid gap-1 py-1">
              {people.map((person) => (
                <li key={person.id}>
                  <Link
                    to={`/profile/${person.username}`}
                    className="flex items-center gap-3 rounded-lg p-2 hover:bg-muted"
                  >
                    <span className="relative">
                      <Avatar name={person.full_name} src={person.avatar_url} size="md" />
                      <span
                        role="img"
                        aria-label={t(`reactions.${person.reaction_type}`)}
                        className="-right-1 -bottom-1 absolute flex size-5 items-center justify-center rounded-full bg-card text-xs ring-1 ring-border"
                      >
                        {REACTIONS[person.reaction_type].emoji}
                      </span>
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{person.full_name}</span>
                      {person.headline && (
                        <span className="block truncate text-muted-foreground text-xs">
                          {person.headline}
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
              {reactors.hasNextPage && (
                <li className="p-2 text-center">
                  <Button
                    variant="outline"
                    size="sm"
                    loading={reactors.isFetchingNextPage}
                    onClick={() => void reactors.fetchNextPage()}
                  >
                    {t("reactors.more")}
                  </Button>
                </li>
              )}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
