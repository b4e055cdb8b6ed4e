import { FeedMessages } from "@saheli/core/feed";
import { Repeat2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useRepost } from "../api/keep-actions";
import { useFeedT } from "../i18n";

/** Repost as it is, or with her thoughts (doc 1 §5: a comment is then required); or undo her repost. */
export function RepostMenu({ postId, reposted }: { postId: string; reposted: boolean }) {
  const repost = useRepost(postId);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const [writing, setWriting] = useState(false);
  const [comment, setComment] = useState("");

  const send = (value: boolean, text?: string) => {
    if (!gate.allow()) return;
    repost.mutate(
      { repost: value, comment: text },
      {
        onSuccess: () => {
          setWriting(false);
          setComment("");
          toast.success(value ? messageIn(FeedMessages.reposted) : t("repost.removed"));
        },
        onError: (error) =>
          gate.handled(error) ||
          toast.error(messageIn(FeedMessages.repostFailed), { description: error.message }),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return void toast.error(messageIn(FeedMessages.repostThoughts));
    send(true, comment.trim());
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className={cn(reposted && "text-primary")}
            disabled={repost.isPending}
          >
            <Repeat2 aria-hidden /> {t("repost.repost")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {reposted ? (
            <DropdownMenuItem onSelect={() => send(false)}>{t("repost.undo")}</DropdownMenuItem>
          ) : (
            <>
              <DropdownMenuItem onSelect={() => send(true)}>{t("repost.repost")}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => gate.allow() && setWriting(true)}>
                {t("repost.withThoughts")}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={writing} onOpenChange={setWriting}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("repost.withThoughts")}</DialogTitle>
              <DialogDescription>{t("repost.hint")}</DialogDescription>
            </DialogHeader>
            <Textarea
              aria-label={t("repost.thoughts")}
              rows={4}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              placeholder={t("repost.placeholder")}
            />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setWriting(false)}>
                {t("repost.cancel")}
              </Button>
              <Button type="submit" loading={repost.isPending}>
                {t("repost.repost")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
