import {
  FeedLimits,
  FeedMessages,
  POST_VISIBILITIES,
  type PostVisibility,
  VisibilityLabels,
} from "@saheli/core/feed";
import { groupVisibilityLabel } from "@saheli/core/groups";
import { BarChart3, Clock } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useMemberGate } from "@/app/member-gate";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent } from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { useCreatePost } from "../api/create-post";
import { scheduleLabel } from "../lib/schedule-label";
import { useAttachments } from "../lib/use-attachments";
import { MediaStrip } from "./media-strip";
import { EMPTY_POLL, isPollComplete, type PollDraft, PollEditor } from "./poll-editor";
import { SchedulePicker } from "./schedule-picker";

export type ComposerGroup = { id: string; name: string };
type Props = { open: boolean; onOpenChange: (open: boolean) => void; group?: ComposerGroup };

/** Doc 1 §5: the counter warns above 2400 and turns red above 3000, which also disables Post. */
function counterClass(length: number) {
  if (length > FeedLimits.postMax) return "text-destructive font-medium";
  if (length > FeedLimits.postWarn) return "text-warning";
  return "text-muted-foreground";
}

/** Write a post or a poll: a dialog on a laptop, a bottom sheet on a phone. */
export function ComposerDialog({ open, onOpenChange, group }: Props) {
  const large = useMediaQuery(LARGE_SCREEN);
  const body = <Composer group={group} onDone={() => onOpenChange(false)} />;
  if (large) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">{body}</DialogContent>
      </Dialog>
    );
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="max-h-[92dvh] overflow-y-auto px-4 pb-6">
        {body}
      </SheetContent>
    </Sheet>
  );
}

function Composer({ onDone, group }: { onDone: () => void; group?: ComposerGroup }) {
  const [content, setContent] = useState("");
  const [visibility, setVisibility] = useState<PostVisibility>("public");
  const [poll, setPoll] = useState<PollDraft | null>(null);
  const [allowComments, setAllowComments] = useState(true);
  const [allowReactions, setAllowReactions] = useState(true);
  const [scheduling, setScheduling] = useState(false);
  const [scheduledFor, setScheduledFor] = useState<Date | null>(null);
  const create = useCreatePost();
  const media = useAttachments();
  const posted = useRef(false);
  const { items: attached, remove: detach } = media;
  // Closing without posting: files already uploaded for this draft are deleted.
  const draft = useRef(attached);
  draft.current = attached;
  useEffect(
    () => () => {
      if (!posted.current) for (const item of draft.current) detach(item);
    },
    [detach],
  );
  const gate = useMemberGate();
  const length = content.trim().length;
  const ready = poll ? isPollComplete(poll) : length > 0 || media.urls.length + media.videos.length > 0;
  const canPost = ready && length <= FeedLimits.postMax && !create.isPending && !media.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (poll && !isPollComplete(poll)) return void toast.error(FeedMessages.pollIncomplete);
    if (!canPost) return;
    create.mutate(
      {
        content: content.trim(),
        visibility,
        allow_comments: allowComments,
        allow_reactions: allowReactions,
        ...(scheduledFor ? { scheduled_for: scheduledFor.toISOString() } : {}),
        ...(group ? { group_id: group.id } : {}),
        image_urls: media.urls,
        video_urls: media.videos,
        ...(poll ? { post_type: "poll" as const, poll } : { post_type: "thought" as const }),
      },
      {
        onSuccess: () => {
          posted.current = true;
          if (scheduledFor)
            toast.success(FeedMessages.scheduled, { description: scheduleLabel(scheduledFor) });
          else if (poll) toast.success(FeedMessages.pollPublished);
          else
            toast.success(FeedMessages.postPublished, {
              description: group
                ? `Your post has been shared in ${group.name}`
                : FeedMessages.sharedWithNetwork,
            });
          onDone();
        },
        onError: (error) => {
          if (gate.handled(error)) return onDone();
          toast.error(FeedMessages.publishFailed, {
            description: error.message || FeedMessages.somethingWrong,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1 pr-8">
        <DialogTitle>Create a post</DialogTitle>
        <DialogDescription>
          {group ? `Posting in ${group.name}.` : "Share an idea, a win or a question with the community."}
        </DialogDescription>
      </div>
      {group ? (
        <p className="text-sm">
          <span className="font-medium">Who can see this?</span> {groupVisibilityLabel("public", true)}
        </p>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor="composer-visibility">Who can see this?</Label>
          <Select value={visibility} onValueChange={(v) => setVisibility(v as PostVisibility)}>
            <SelectTrigger id="composer-visibility" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {POST_VISIBILITIES.map((v) => (
                <SelectItem key={v} value={v}>
                  {VisibilityLabels[v]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      <div className="grid gap-1">
        <Textarea
          aria-label="What do you want to talk about?"
          placeholder="What do you want to talk about? Use #hashtags and @mentions."
          rows={6}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <p aria-live="polite" className={cn("text-right text-xs tabular-nums", counterClass(length))}>
          {length}/{FeedLimits.postMax}
        </p>
      </div>
      {poll && <PollEditor poll={poll} onChange={setPoll} />}
      <MediaStrip items={media.items} onAdd={(files) => void media.add(files)} onRemove={media.remove} />
      {scheduling && (
        <SchedulePicker
          onBack={() => setScheduling(false)}
          onNext={(at) => {
            setScheduledFor(at);
            setScheduling(false);
          }}
        />
      )}
      {scheduledFor && !scheduling && (
        <p className="flex items-center gap-2 text-sm">
          <Clock aria-hidden className="size-4 text-primary" /> Scheduled for {scheduleLabel(scheduledFor)}
          <Button type="button" variant="link" size="sm" onClick={() => setScheduledFor(null)}>
            Post now instead
          </Button>
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">More options</summary>
        <div className="mt-2 grid gap-2">
          <Toggle checked={allowComments} onChange={setAllowComments}>
            Allow comments
          </Toggle>
          <Toggle checked={allowReactions} onChange={setAllowReactions}>
            Allow reactions
          </Toggle>
        </div>
      </details>
      <div className="sticky bottom-0 flex items-center justify-between gap-2 border-border border-t bg-card py-3">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={poll !== null}
          onClick={() => setPoll((current) => (current ? null : EMPTY_POLL))}
        >
          <BarChart3 aria-hidden /> {poll ? "Remove poll" : "Add a poll"}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={scheduling}
          onClick={() => setScheduling(true)}
        >
          <Clock aria-hidden /> Schedule
        </Button>
        <span className="flex-1" />
        <Button type="submit" disabled={!canPost} loading={create.isPending}>
          {scheduledFor ? "Schedule" : "Post"}
        </Button>
      </div>
    </form>
  );
}

function Toggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}
