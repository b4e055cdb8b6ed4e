import {
  EMPTY_INLINE_EVENT,
  EventMessages,
  eventTimezoneFor,
  type InlineEventDraft,
  inlineEventRequest,
  isInlineEventComplete,
} from "@saheli/core/events";
import { FeedLimits, FeedMessages, hasTooManyMentions, type PostVisibility } from "@saheli/core/feed";
import type { DraftKind } from "@saheli/core/post-kinds";
import { Clock } from "lucide-react";
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { AiSuggestions } from "@/components/ai-suggestions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent } from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { useCreatePost } from "../api/create-post";
import { useCreateEvent } from "../api/events";
import { useFeedT } from "../i18n";
import { mentionAtCursor } from "../lib/mention-at-cursor";
import { counterClass } from "../lib/post-counter";
import { scheduleLabel } from "../lib/schedule-label";
import { useAttachments } from "../lib/use-attachments";
import { visibilityLabel } from "../lib/visibility-label";
import { useAiComposeDialog } from "./ai-compose/use-ai-compose";
import type { CelebrationTemplate } from "./celebration-picker";
import { ComposerToolbar } from "./composer-toolbar";
import { EmojiPicker } from "./emoji-picker";
import { BestTimeHint } from "./feed-rest/best-time-hint";
import { DraftKindPicker } from "./feed-rest/draft-kind-picker";
import { useImageEditing } from "./image-editor/use-image-editing";
import { InlineEventEditor } from "./inline-event-editor";
import { useLinkPreviewDraft } from "./link-preview/use-link-preview-draft";
import { useLocationPicker } from "./location/use-location-picker";
import { MediaStrip } from "./media-strip";
import { MentionSuggestions } from "./mention-suggestions";
import { MoreOptions } from "./more-options";
import { EMPTY_POLL, isPollComplete, type PollDraft, PollEditor } from "./poll-editor";
import { SchedulePicker } from "./schedule-picker";
import { ChosenListings } from "./shoppable/chosen-listings";
import { ShareButtons } from "./shoppable/share-buttons";
import { useShareDraft } from "./shoppable/use-share-draft";
import { VisibilitySelect } from "./visibility-select";

export type ComposerGroup = { id: string; name: string };
type Props = { open: boolean; onOpenChange: (open: boolean) => void; group?: ComposerGroup };

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
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [cursor, setCursor] = useState(0);
  const mention = mentionAtCursor(content, cursor);
  const pickMention = (username: string) => {
    if (!mention) return;
    const before = content.slice(0, mention.start);
    const after = content.slice(cursor);
    const added = `@${username} `;
    setContent(before + added + after);
    const at = before.length + added.length;
    setCursor(at);
    caretAfterRender.current = at;
  };
  const insert = (text: string) => {
    const at = textarea.current?.selectionStart ?? content.length;
    setContent((current) => current.slice(0, at) + text + current.slice(at));
    caretAfterRender.current = at + text.length;
  };
  // Where the caret goes once the new text is in the box: set before the browser handles the next key, so
  // fast typing right after a mention or an emoji lands in the right place.
  const caretAfterRender = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes, which is what moves the caret.
  useLayoutEffect(() => {
    const at = caretAfterRender.current;
    if (at === null) return;
    caretAfterRender.current = null;
    textarea.current?.focus();
    textarea.current?.setSelectionRange(at, at);
  }, [content]);
  const [visibility, setVisibility] = useState<PostVisibility>("public");
  const [poll, setPoll] = useState<PollDraft | null>(null);
  const [event, setEvent] = useState<InlineEventDraft | null>(null);
  const timezone = useMemo(() => eventTimezoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  const [allowComments, setAllowComments] = useState(true);
  const [allowReactions, setAllowReactions] = useState(true);
  const [scheduling, setScheduling] = useState(false);
  const [title, setTitle] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<CelebrationTemplate | null>(null);
  const [kind, setKind] = useState<DraftKind>("thought");
  const [scheduledFor, setScheduledFor] = useState<Date | null>(null);
  const create = useCreatePost();
  const createEvent = useCreateEvent();
  const busy = create.isPending || createEvent.isPending;
  const media = useAttachments();
  const shared = useShareDraft();
  const imageEditing = useImageEditing(media);
  // "Use This Post": the text lands in the box, hers to edit; nothing is posted until she presses Post.
  const aiCompose = useAiComposeDialog((text) => {
    setContent(text);
    caretAfterRender.current = text.length;
  });
  const location = useLocationPicker();
  const linkPreview = useLinkPreviewDraft(content);
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
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const length = content.trim().length;
  const images = celebration ? [celebration.image, ...media.urls] : media.urls;
  const articleReady = title === null || title.trim().length > 0;
  const ready = event
    ? isInlineEventComplete(event)
    : articleReady &&
      (poll
        ? isPollComplete(poll)
        : length > 0 || images.length + media.videos.length > 0 || shared.ids.length > 0);
  const canPost = ready && length <= FeedLimits.postMax && !busy && !media.busy;
  const published = (message: string, description?: string) => {
    posted.current = true;
    toast.success(message, description ? { description } : undefined);
    onDone();
  };
  const failed = (title: string) => (error: Error) => {
    if (gate.handled(error)) return onDone();
    toast.error(title, { description: error.message || messageIn(FeedMessages.somethingWrong) });
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (poll && !isPollComplete(poll)) return void toast.error(messageIn(FeedMessages.pollIncomplete));
    if (!canPost) return;
    if (event) {
      const request = inlineEventRequest(event, {
        content,
        timezone,
        public: visibility === "public",
        coverImage: images[0],
      });
      return createEvent.mutate(request, {
        onSuccess: () => published(messageIn(EventMessages.created)),
        onError: failed(messageIn(EventMessages.failed)),
      });
    }
    create.mutate(
      {
        content: content.trim(),
        visibility,
        allow_comments: allowComments,
        allow_reactions: allowReactions,
        ...(scheduledFor ? { scheduled_for: scheduledFor.toISOString() } : {}),
        ...(group ? { group_id: group.id } : {}),
        image_urls: images,
        video_urls: media.videos,
        ...(linkPreview.card && !poll ? { link_preview: { url: linkPreview.card.url } } : {}),
        ...(shared.ids.length > 0 ? { listing_ids: shared.ids } : {}),
        ...(imageEditing.music ? { music: imageEditing.music } : {}),
        ...(location.place ? { place: location.place } : {}),
        ...(poll
          ? { post_type: "poll" as const, poll }
          : title !== null
            ? { post_type: "article" as const, title: title.trim() }
            : { post_type: celebration ? ("celebration" as const) : kind }),
      },
      {
        onSuccess: () => {
          if (scheduledFor) published(messageIn(FeedMessages.scheduled), scheduleLabel(scheduledFor, locale));
          else if (poll) published(messageIn(FeedMessages.pollPublished));
          else
            published(
              messageIn(FeedMessages.postPublished),
              group
                ? t("composer.sharedIn", { group: group.name })
                : messageIn(FeedMessages.sharedWithNetwork),
            );
        },
        onError: failed(messageIn(FeedMessages.publishFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1 pr-8">
        <DialogTitle>{t("composer.title")}</DialogTitle>
        <DialogDescription>
          {group ? t("composer.postingIn", { group: group.name }) : t("composer.description")}
        </DialogDescription>
      </div>
      {group ? (
        <p className="text-sm">
          <span className="font-medium">{t("composer.whoCanSee")}</span> {visibilityLabel(t, "public", true)}
        </p>
      ) : (
        <VisibilitySelect id="composer-visibility" value={visibility} onChange={setVisibility} />
      )}
      {!poll && !event && title === null && !celebration && (
        <DraftKindPicker value={kind} onChange={setKind} />
      )}
      {title !== null && (
        <Input
          aria-label={t("composer.articleTitle")}
          placeholder={t("composer.articleTitle")}
          value={title}
          maxLength={FeedLimits.articleTitleMax}
          onChange={(event) => setTitle(event.target.value)}
          className="font-display text-lg"
        />
      )}
      <div className="grid gap-1">
        <Textarea
          ref={textarea}
          aria-label={t("composer.text")}
          placeholder={t("composer.textPlaceholder")}
          rows={6}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setCursor(event.target.selectionStart);
          }}
          onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
        />
        <MentionSuggestions
          query={mention?.query ?? null}
          onPick={(person) => pickMention(person.username)}
        />
        <AiSuggestions text={content} context="post" />
        <div className="flex items-center justify-between">
          <EmojiPicker onPick={insert} />
          <p aria-live="polite" className={cn("text-xs tabular-nums", counterClass(length))}>
            {length}/{FeedLimits.postMax}
          </p>
        </div>
        {hasTooManyMentions(content) && (
          <p role="status" className="text-xs text-muted-foreground">
            {messageIn(FeedMessages.mentionsCapped)}
          </p>
        )}
      </div>
      {!poll && !event && linkPreview.element}
      {poll && <PollEditor poll={poll} onChange={setPoll} />}
      {event && <InlineEventEditor event={event} timezone={timezone} onChange={setEvent} />}
      {celebration && (
        <div className="relative">
          <img
            src={celebration.image}
            alt={t(`celebrations.${celebration.id}.label`)}
            className="aspect-[1200/630] w-full rounded-xl object-cover"
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="absolute top-2 right-2"
            onClick={() => setCelebration(null)}
          >
            {t("composer.removePicture")}
          </Button>
        </div>
      )}
      <ChosenListings draft={shared} />
      <MediaStrip
        items={media.items}
        onAdd={(files) => void media.add(files)}
        onRemove={media.remove}
        onEdit={imageEditing.open}
      />
      {imageEditing.chip}
      {imageEditing.dialog}
      {aiCompose.dialog}
      {location.chip}
      {location.dialog}
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
          <Clock aria-hidden className="size-4 text-primary" />{" "}
          {t("composer.scheduledFor", { when: scheduleLabel(scheduledFor, locale) })}
          <Button type="button" variant="link" size="sm" onClick={() => setScheduledFor(null)}>
            {t("composer.postNow")}
          </Button>
        </p>
      )}
      {!event && <BestTimeHint scheduled={scheduledFor} />}
      <MoreOptions
        allowComments={allowComments}
        allowReactions={allowReactions}
        onComments={setAllowComments}
        onReactions={setAllowReactions}
      />
      <ComposerToolbar
        poll={poll !== null}
        event={group ? null : event !== null}
        article={title !== null}
        scheduled={scheduledFor !== null}
        scheduling={scheduling}
        canPost={canPost}
        busy={busy}
        onPoll={() => {
          setEvent(null);
          setPoll((current) => (current ? null : EMPTY_POLL));
        }}
        onEvent={() => {
          setPoll(null);
          setTitle(null);
          setScheduling(false);
          setScheduledFor(null);
          setEvent((current) => (current ? null : EMPTY_INLINE_EVENT));
        }}
        onArticle={() => {
          setEvent(null);
          setTitle((current) => (current === null ? "" : null));
        }}
        onCelebrate={(template) => {
          setCelebration(template);
          setContent(`${template.icon} ${t(`celebrations.${template.id}.text`)}`);
        }}
        onSchedule={() => setScheduling(true)}
        aiCompose={aiCompose.button}
        addLocation={location.button}
        shareListings={!event && <ShareButtons draft={shared} />}
      />
    </form>
  );
}
