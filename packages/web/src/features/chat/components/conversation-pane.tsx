import { ChatMessages, presenceOf } from "@saheli/core/chat";
import type { ChatMessage } from "@saheli/core/contracts/chat";
import { ArrowLeft, MessagesSquare, Users } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CallPersonButton } from "@/components/call-button-slot";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useConversation } from "../api/conversations";
import { useDeleteMessage, useEditMessage, useMessages, useReact, useSendMessage } from "../api/messages";
import { useChatT } from "../i18n";
import { lastSeenIn } from "../lib/chat-time";
import { conversationTitle, othersIn } from "../lib/conversation-title";
import { useConversationLive } from "../lib/use-conversation-live";
import { Composer } from "./composer";
import { MessageBubble } from "./message-bubble";

/** One conversation: who it is with and whether they are around, the messages, who is typing, the composer. */
export function ConversationPane({ conversationId, me }: { conversationId: string; me: string }) {
  const { t } = useChatT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const conversation = useConversation(conversationId);
  const { typingIds } = useConversationLive(conversationId, me);
  if (conversation.isPending) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true">
        <Skeleton className="h-12 w-56 rounded-xl" />
        <Skeleton className="h-16 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={messageIn(ChatMessages.noConversation)}
        description={t("pane.missing")}
        action={
          <Button asChild variant="outline">
            <Link to="/chat">{t("pane.allConversations")}</Link>
          </Button>
        }
      />
    );
  }
  const data = conversation.data;
  const title = conversationTitle(data, me, { newGroup: t("title.newGroup"), member: t("title.member") });
  const others = othersIn(data, me);
  const nameOf = (id: string) =>
    others.find((p) => p.id === id)?.full_name?.split(" ")[0] ?? t("pane.someone");
  const names = typingIds.map(nameOf);
  const typing =
    names.length === 0
      ? null
      : names.length === 1
        ? t("pane.typingOne", { name: names[0] ?? "" })
        : names.length === 2
          ? t("pane.typingTwo", { first: names[0] ?? "", second: names[1] ?? "" })
          : t("pane.typingMany", { number: names.length });
  const presenceLine = (lastSeen: string | null | undefined) => {
    if (presenceOf(lastSeen) === "online") return t("pane.online");
    const seen = lastSeenIn(locale, lastSeen);
    if (seen === null) return t("pane.offline");
    return seen === "just-now" ? t("pane.lastSeenJustNow") : t("pane.lastSeen", { when: seen });
  };
  return (
    <section aria-label={t("pane.with", { name: title })} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-border border-b bg-card px-3 py-2.5">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to="/chat" aria-label={t("pane.allConversations")}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        {data.type === "group" ? (
          <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Users aria-hidden className="size-5" />
          </span>
        ) : (
          <Avatar name={title} src={others[0]?.avatar_url} />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-foreground">
            {data.type === "direct" && others[0] ? (
              <Link to={`/profile/${others[0].username ?? others[0].id}`} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="truncate text-muted-foreground text-xs" aria-live="polite">
            {typing ??
              (data.type === "group"
                ? t("pane.people", { number: data.participants.length })
                : presenceLine(others[0]?.last_seen))}
          </p>
        </div>
        {data.type === "direct" && others[0] && <CallPersonButton personId={others[0].id} name={title} />}
      </header>
      <MessageList conversationId={conversationId} showSenders={data.type === "group"} typing={typing} />
    </section>
  );
}

function MessageList({
  conversationId,
  showSenders,
  typing,
}: {
  conversationId: string;
  showSenders: boolean;
  typing: string | null;
}) {
  const { t } = useChatT();
  const messages = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const edit = useEditMessage(conversationId);
  const remove = useDeleteMessage(conversationId);
  const react = useReact(conversationId);
  const gate = useMemberGate();
  const refused = (error: Error) => {
    gate.handled(error);
    throw error;
  };
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const all = (messages.data?.pages ?? []).toReversed().flatMap((page) => page.messages);
  const newest = all.at(-1)?.id;

  // New messages keep the view at the bottom; loading older ones does not move it.
  useLayoutEffect(() => {
    if (newest) scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [newest]);

  return (
    <>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-background px-3 py-4">
        {messages.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-12 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
          </div>
        ) : messages.isError ? (
          <p role="alert" className="text-center text-destructive text-sm">
            {t("pane.loadFailed")}{" "}
            <Button variant="link" onClick={() => messages.refetch()}>
              {t("pane.tryAgain")}
            </Button>
          </p>
        ) : (
          <>
            {messages.hasNextPage && (
              <div className="mb-3 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  loading={messages.isFetchingNextPage}
                  onClick={() => messages.fetchNextPage()}
                >
                  {t("pane.loadOlder")}
                </Button>
              </div>
            )}
            {all.length === 0 && (
              <p className="py-10 text-center text-muted-foreground text-sm">{t("pane.empty")}</p>
            )}
            <ol aria-label={t("pane.messages")} className="grid gap-2">
              {all.map((message, index) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  showSender={showSenders && all[index - 1]?.sender?.id !== message.sender?.id}
                  onReply={() => {
                    setEditing(null);
                    setReplyTo(message);
                  }}
                  onReact={(emoji) =>
                    react.mutate(
                      { id: message.id, emoji },
                      { onError: (error) => gate.handled(error) || toast.error(error.message) },
                    )
                  }
                  onEdit={() => {
                    setReplyTo(null);
                    setEditing(message);
                  }}
                  onDelete={() => setDeleting(message)}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      {typing && (
        <p className="bg-background px-4 pb-1 text-muted-foreground text-xs italic" aria-hidden>
          {typing}…
        </p>
      )}
      <Composer
        conversationId={conversationId}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        editing={editing}
        onCancelEdit={() => setEditing(null)}
        onSend={(input) => send.mutateAsync(input).catch(refused)}
        onEdit={(id, content) => edit.mutateAsync({ id, content }).catch(refused)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("pane.deleteTitle")}
        description={t("pane.deleteDescription")}
        confirmLabel={t("pane.delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onError: (error) => toast.error(error.message) });
          setDeleting(null);
        }}
      />
    </>
  );
}
