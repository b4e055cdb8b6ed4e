import { formatBadgeCount } from "@saheli/core/badge-count";
import { ChatMessages, presenceOf } from "@saheli/core/chat";
import type { Conversation } from "@saheli/core/contracts/chat";
import { MessagesSquare, Users } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Avatar } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useConversations } from "../api/conversations";
import { useChatT } from "../i18n";
import { shortAgo } from "../lib/chat-time";
import { conversationTitle, othersIn } from "../lib/conversation-title";

type Props = { me: string; activeId?: string; groupsOnly: boolean };

/** Her conversations with the last message and unread counts, latest activity first. */
export function ConversationList({ me, activeId, groupsOnly }: Props) {
  const { t } = useChatT();
  const messageIn = useMessageIn();
  const query = useConversations();
  const shown = (all: Conversation[]) => (groupsOnly ? all.filter((c) => c.type === "group") : all);
  return (
    <QueryState
      query={query}
      loading={
        <div aria-busy="true" className="grid gap-2 p-3">
          <p role="status" className="sr-only">
            {t("list.loading")}
          </p>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      }
      errorTitle={messageIn(ChatMessages.unavailable)}
      isEmpty={(all) => shown(all).length === 0}
      empty={{
        icon: groupsOnly ? Users : MessagesSquare,
        title: groupsOnly ? t("list.noGroups") : messageIn(ChatMessages.noConversations),
        description: t("list.emptyHint"),
      }}
    >
      {(all) => (
        <ul aria-label={t("page.conversations")} className="flex flex-col gap-0.5 p-2">
          {shown(all).map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              me={me}
              active={conversation.id === activeId}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ConversationRow({
  conversation,
  me,
  active,
}: {
  conversation: Conversation;
  me: string;
  active: boolean;
}) {
  const { t } = useChatT();
  const title = conversationTitle(conversation, me, {
    newGroup: t("title.newGroup"),
    member: t("title.member"),
  });
  const other = othersIn(conversation, me)[0];
  const online = conversation.type === "direct" && presenceOf(other?.last_seen) === "online";
  const unread = formatBadgeCount(conversation.unread_count);
  const last = conversation.last_message;
  const shortTime = (date: string) => {
    const { key, count } = shortAgo(date);
    return t(key, { count });
  };
  return (
    <li>
      <Link
        to={`/chat/${conversation.id}`}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-xl p-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          active && "bg-primary-soft hover:bg-primary-soft",
        )}
      >
        <span className="relative">
          {conversation.type === "group" ? (
            <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Users aria-hidden className="size-5" />
            </span>
          ) : (
            <Avatar name={title} src={other?.avatar_url} />
          )}
          {online && (
            <span className="absolute right-0 bottom-0 size-3 rounded-full bg-success ring-2 ring-card">
              <span className="sr-only">{t("list.online")}</span>
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("min-w-0 truncate text-sm", unread ? "font-semibold" : "font-medium")}>
              {title}
            </span>
            {last && (
              <time dateTime={last.created_at} className="shrink-0 text-muted-foreground text-xs">
                {shortTime(last.created_at)}
              </time>
            )}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span
              className={cn("min-w-0 truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}
            >
              {last
                ? last.sender_id === me
                  ? t("list.you", { preview: last.preview })
                  : last.preview
                : t("list.noMessages")}
            </span>
            {unread && (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-[0.6875rem] text-primary-foreground">
                {unread}
                <span className="sr-only"> {t("list.unread")}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
