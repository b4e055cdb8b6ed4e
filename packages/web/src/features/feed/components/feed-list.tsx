import type { FeedPage } from "@saheli/core/contracts/feed";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useFeedT } from "../i18n";
import { useLiveFeed } from "../lib/use-live-feed";
import { PostCard } from "./post-card";

type Props = { feed: UseInfiniteQueryResult<InfiniteData<FeedPage>>; empty: EmptyStateProps };

/** Posts 20 at a time; the next page loads as she nears the end (or with the button). */
export function FeedList({ feed, empty }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const live = useLiveFeed(posts);
  const { t } = useFeedT();

  useEffect(() => {
    const marker = end.current;
    if (!marker || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => entry?.isIntersecting && !isFetchingNextPage && void fetchNextPage(),
      { rootMargin: "600px" },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <QueryState
      query={feed}
      loading={<FeedSkeleton />}
      errorTitle={t("list.error")}
      isEmpty={() => posts.length === 0}
      empty={empty}
    >
      {() => (
        <div className="grid grid-cols-1 gap-4">
          {live.fresh > 0 && (
            <Button
              className="sticky top-3 z-10 justify-self-center shadow-raised"
              size="sm"
              onClick={() => void live.showNew()}
            >
              <ArrowUp aria-hidden /> {t("list.newPosts")}
            </Button>
          )}
          <ul aria-label={t("list.posts")} className="grid grid-cols-1 gap-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <div ref={end} />
          {hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t("list.showMore")}
            </Button>
          ) : (
            <p className="text-center text-muted-foreground text-sm">{t("list.caughtUp")}</p>
          )}
        </div>
      )}
    </QueryState>
  );
}

function FeedSkeleton() {
  const { t } = useFeedT();
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        {t("list.loading")}
      </p>
      {["a", "b", "c"].map((key) => (
        <div key={key} className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
