import type { PollView } from "@saheli/core/contracts/feed";
import { FeedLimits, FeedMessages, formatCount } from "@saheli/core/feed";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { usePollVoters } from "../api/poll-voters";
import { useFeedT } from "../i18n";

type Props = { poll: PollView; open: boolean; onOpenChange: (open: boolean) => void };

const ALL = "all";

/** The author's view of who voted: everyone, or one option at a time. */
export function PollVotersDialog({ poll, open, onOpenChange }: Props) {
  const [tab, setTab] = useState(ALL);
  const optionId = tab === ALL ? null : tab;
  const voters = usePollVoters(poll.id, optionId, open);
  const optionText = (id: string) => poll.options.find((option) => option.id === id)?.text ?? "";
  const data = voters.data;
  const { t } = useFeedT();
  const messageIn = useMessageIn();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] grid-cols-[minmax(0,1fr)] grid-rows-[auto_auto_1fr] overflow-hidden">
        <DialogHeader>
          <DialogTitle>{t("voters.title")}</DialogTitle>
          <DialogDescription>{t("voters.description", { question: poll.question })}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList aria-label={t("voters.votesFor")}>
            <TabsTrigger value={ALL}>{t("voters.all", { n: formatCount(poll.total_votes) })}</TabsTrigger>
            {poll.options.map((option) => (
              <TabsTrigger key={option.id} value={option.id}>
                {option.text} · {formatCount(option.vote_count)}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="-mx-1 overflow-y-auto px-1">
          {voters.isPending ? (
            <ul aria-label={t("voters.loading")} className="grid gap-3 py-2">
              {[0, 1, 2].map((n) => (
                <li key={n} className="flex items-center gap-3">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeleton className="h-4 w-40" />
                </li>
              ))}
            </ul>
          ) : voters.isError ? (
            <EmptyState
              headingLevel="h3"
              title={messageIn(optionId ? FeedMessages.optionVotersFailed : FeedMessages.allVotersFailed)}
              description={voters.error.message}
              action={
                <Button variant="outline" onClick={() => voters.refetch()}>
                  <RefreshCw aria-hidden /> {t("voters.retry")}
                </Button>
              }
            />
          ) : data && data.voters.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground text-sm">{t("voters.none")}</p>
          ) : (
            <ul className="grid gap-1 py-1">
              {data?.voters.map((voter) => (
                <li key={`${voter.id}-${voter.option_id}`}>
                  <Link
                    to={`/profile/${voter.username}`}
                    className="flex items-center gap-3 rounded-lg p-2 hover:bg-muted"
                  >
                    <Avatar name={voter.full_name} src={voter.avatar_url} size="md" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{voter.full_name}</span>
                      <span className="block truncate text-muted-foreground text-xs">
                        {optionId
                          ? voter.headline
                          : t("voters.voted", { option: optionText(voter.option_id) })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
              {data && data.total > data.voters.length && (
                <li className="p-2 text-muted-foreground text-xs">
                  {t("voters.newest", { shown: FeedLimits.pollVotersShown, total: formatCount(data.total) })}
                </li>
              )}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
