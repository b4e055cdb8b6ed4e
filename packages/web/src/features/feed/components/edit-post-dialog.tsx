import type { PostView } from "@saheli/core/contracts/feed";
import { FeedLimits, FeedMessages, hasTooManyMentions, type PostVisibility } from "@saheli/core/feed";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useUpdatePost } from "../api/post-actions";
import { useFeedT } from "../i18n";
import { counterClass } from "../lib/post-counter";
import { useAttachments } from "../lib/use-attachments";
import { EditMediaField } from "./feed-rest/edit-media-field";
import { MoreOptions } from "./more-options";
import { VisibilitySelect } from "./visibility-select";

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

type Props = { post: PostView; open: boolean; onOpenChange: (open: boolean) => void };

/** Her own post: the text, who can see it (not in a group, where it stays public), its media and options. */
export function EditPostDialog({ post, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open && <EditPostForm post={post} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditPostForm({ post, onDone }: { post: PostView; onDone: () => void }) {
  const [content, setContent] = useState(post.content);
  const [visibility, setVisibility] = useState<PostVisibility>(post.visibility as PostVisibility);
  const [allowComments, setAllowComments] = useState(post.allow_comments);
  const [allowReactions, setAllowReactions] = useState(post.allow_reactions);
  const [images, setImages] = useState(post.image_urls);
  const [videos, setVideos] = useState(post.video_urls);
  const media = useAttachments();
  const saved = useRef(false);
  const { items: added, remove: discard } = media;
  // Closing without saving: the files uploaded in this dialog are deleted.
  const pending = useRef(added);
  pending.current = added;
  useEffect(
    () => () => {
      if (!saved.current) for (const item of pending.current) discard(item);
    },
    [discard],
  );
  const update = useUpdatePost(post.id);
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const length = content.trim().length;
  const allImages = [...images, ...media.urls];
  const allVideos = [...videos, ...media.videos];
  const empty = length === 0 && allImages.length === 0 && post.post_type !== "poll";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return void toast.error(messageIn(FeedMessages.postRequired));
    update.mutate(
      {
        content: content.trim(),
        ...(post.group ? {} : { visibility }),
        allow_comments: allowComments,
        allow_reactions: allowReactions,
        // Media only when it changed: a post's pictures from before uploads were checked stay as they are.
        ...(sameList(allImages, post.image_urls) ? {} : { image_urls: allImages }),
        ...(sameList(allVideos, post.video_urls) ? {} : { video_urls: allVideos }),
      },
      {
        onSuccess: () => {
          saved.current = true;
          toast.success(t("editPost.updated"));
          onDone();
        },
        onError: (error) => toast.error(t("editPost.failed"), { description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("editPost.title")}</DialogTitle>
        <DialogDescription>{t("editPost.description")}</DialogDescription>
      </DialogHeader>
      {!post.group && <VisibilitySelect id="edit-visibility" value={visibility} onChange={setVisibility} />}
      <div className="grid gap-1">
        <Textarea
          aria-label={t("editPost.text")}
          rows={6}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <p aria-live="polite" className={cn("text-right text-xs tabular-nums", counterClass(length))}>
          {length}/{FeedLimits.postMax}
        </p>
        {hasTooManyMentions(content) && (
          <p role="status" className="text-xs text-muted-foreground">
            {messageIn(FeedMessages.mentionsCapped)}
          </p>
        )}
      </div>
      {!post.event && !post.is_repost && (
        <EditMediaField
          images={images}
          videos={videos}
          onImages={setImages}
          onVideos={setVideos}
          media={media}
        />
      )}
      <MoreOptions
        allowComments={allowComments}
        allowReactions={allowReactions}
        onComments={setAllowComments}
        onReactions={setAllowReactions}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("editPost.cancel")}
        </Button>
        <Button
          type="submit"
          loading={update.isPending}
          disabled={length > FeedLimits.postMax || empty || media.busy}
        >
          {t("editPost.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
