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
import { useMemberGate } from "@/lib/session/member-gate";
import { useRepost } from "../api/keep-actions";

/** Repost as it is, or with her thoughts (doc 1 §5: a comment is then required); or undo her repost. */
export function RepostMenu({ postId, reposted }: { postId: string; reposted: boolean }) {
  const repost = useRepost(postId);
  const gate = useMemberGate();
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
          toast.success(value ? FeedMessages.reposted : "Repost removed");
        },
        onError: (error) =>
          gate.handled(error) || toast.error(FeedMessages.repostFailed, { description: error.message }),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return void toast.error(FeedMessages.repostThoughts);
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
            <Repeat2 aria-hidden /> Repost
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {reposted ? (
            <DropdownMenuItem onSelect={() => send(false)}>Undo repost</DropdownMenuItem>
          ) : (
            <>
              <DropdownMenuItem onSelect={() => send(true)}>Repost</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => gate.allow() && setWriting(true)}>
                Repost with your thoughts
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={writing} onOpenChange={setWriting}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Repost with your thoughts</DialogTitle>
              <DialogDescription>Your comment appears above the post you share.</DialogDescription>
            </DialogHeader>
            <Textarea
              aria-label="Your thoughts"
              rows={4}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              placeholder="What do you think?"
            />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setWriting(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={repost.isPending}>
                Repost
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
