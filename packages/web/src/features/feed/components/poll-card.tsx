import type { PollView } from "@saheli/core/contracts/feed";
import { FeedMessages, formatCount } from "@saheli/core/feed";
import { Check } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useVote } from "../api/post-actions";
import { useFeedT } from "../i18n";
import { PollVotersDialog } from "./poll-voters-dialog";

type Props = { postId: string; poll: PollView; isOwner: boolean };

/**
 * A poll: options to choose until it expires, then (or once she voted) the results with percentages.
 * Its author may open the list of who voted.
 */
export function PollCard({ postId, poll, isOwner }: Props) {
  const vote = useVote(postId, poll.id);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const locale = useIntlLocale();
  const messageIn = useMessageIn();
  const votesLabel = (total: number) => t("pollCard.votes", { count: total, formatted: formatCount(total) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [votersOpen, setVotersOpen] = useState(false);
  const showResults = poll.expired || poll.my_votes.length > 0;

  const submit = (ids: string[]) => {
    if (!gate.allow()) return;
    vote.mutate(ids, {
      onSuccess: ({ message }) => message && toast.info(message),
      onError: (error) => gate.handled(error) || toast.error(error.message),
    });
  };
  const pick = (id: string) => {
    if (!poll.allow_multiple) return submit([id]);
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  };

  return (
    <fieldset className="grid gap-2 rounded-xl border border-border p-3" disabled={vote.isPending}>
      <legend className="px-1 font-semibold text-foreground">{poll.question}</legend>
      {poll.options.map((option) =>
        showResults ? (
          <div key={option.id} className="relative overflow-hidden rounded-lg bg-muted px-3 py-2 text-sm">
            <div
              aria-hidden
              className="absolute inset-y-0 left-0 bg-primary-soft"
              style={{ width: `${option.percentage}%` }}
            />
            <div className="relative flex items-center justify-between gap-2">
              <span className="flex items-center gap-1.5 font-medium">
                {poll.my_votes.includes(option.id) && (
                  <Check aria-label={t("pollCard.yourVote")} className="size-4 text-primary" />
                )}
                {option.text}
              </span>
              <span className="tabular-nums">{option.percentage}%</span>
            </div>
          </div>
        ) : (
          <Button
            key={option.id}
            variant="outline"
            className={cn("justify-start", chosen.includes(option.id) && "border-primary bg-primary-soft")}
            aria-pressed={poll.allow_multiple ? chosen.includes(option.id) : undefined}
            onClick={() => pick(option.id)}
          >
            {option.text}
          </Button>
        ),
      )}
      {!showResults && poll.allow_multiple && (
        <Button
          size="sm"
          className="justify-self-end"
          disabled={chosen.length === 0}
          onClick={() => submit(chosen)}
        >
          {t("pollCard.vote")}
        </Button>
      )}
      <p className="text-muted-foreground text-xs">
        {isOwner && poll.total_votes > 0 ? (
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => setVotersOpen(true)}
          >
            {votesLabel(poll.total_votes)}
          </button>
        ) : (
          votesLabel(poll.total_votes)
        )}{" "}
        ·{" "}
        {poll.expired
          ? messageIn(FeedMessages.pollExpired)
          : t("pollCard.openUntil", {
              when: new Date(poll.expires_at).toLocaleString(locale, {
                dateStyle: "medium",
                timeStyle: "short",
              }),
            })}
      </p>
      {isOwner && <PollVotersDialog poll={poll} open={votersOpen} onOpenChange={setVotersOpen} />}
    </fieldset>
  );
}
