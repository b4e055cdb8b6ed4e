import { REACTION_TYPES, type ReactionType } from "@saheli/core/feed";
import { ChevronUp, ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMemberGate } from "@/lib/session/member-gate";
import { useReact } from "../api/post-actions";
import { useFeedT } from "../i18n";

/** Each reaction's emoji; its name is `reactions.<type>` in the catalogue. */
export const REACTIONS: Record<ReactionType, { emoji: string }> = {
  like: { emoji: "👍" },
  love: { emoji: "❤️" },
  celebrate: { emoji: "🎉" },
  support: { emoji: "🤝" },
  insightful: { emoji: "💡" },
  funny: { emoji: "😂" },
};

type Props = { postId: string; mine: ReactionType | null; disabled: boolean };

/** Like in one tap (again to undo), or choose another reaction from the row of six. */
export function ReactionButton({ postId, mine, disabled }: Props) {
  const react = useReact(postId);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const send = (type: ReactionType) => {
    if (!gate.allow()) return;
    react.mutate(type, { onError: (error) => gate.handled(error) || toast.error(error.message) });
  };
  const current = mine ? REACTIONS[mine] : null;
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled || react.isPending}
        aria-pressed={mine !== null}
        onClick={() => send(mine ?? "like")}
        className={cn("rounded-r-none", mine && "text-primary")}
      >
        {current && mine !== "like" ? (
          <span aria-hidden>{current.emoji}</span>
        ) : (
          <ThumbsUp aria-hidden className={cn(mine && "fill-current")} />
        )}
        {t(`reactions.${mine ?? "like"}`)}
      </Button>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={t("reactions.choose")}
            className="rounded-l-none px-1.5"
          >
            <ChevronUp aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent side="top" className="flex w-auto gap-1 p-1.5">
          {REACTION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-label={t(`reactions.${type}`)}
              aria-pressed={mine === type}
              onClick={() => send(type)}
              className={cn(
                "flex size-10 items-center justify-center rounded-full text-xl transition-transform hover:scale-110 hover:bg-muted",
                mine === type && "bg-primary-soft",
              )}
            >
              {REACTIONS[type].emoji}
            </button>
          ))}
        </PopoverContent>
      </Popover>
    </div>
  );
}
