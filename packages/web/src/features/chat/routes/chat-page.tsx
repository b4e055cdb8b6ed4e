import { MessageSquarePlus, MessagesSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMemberGate } from "@/lib/session/member-gate";
import { useSession } from "@/lib/session/use-session";
import { useStartConversation } from "../api/conversations";
import { ChatSync } from "../components/chat-sync";
import { ConversationList } from "../components/conversation-list";
import { ConversationPane } from "../components/conversation-pane";
import { NewConversationDialog } from "../components/new-conversation-dialog";
import { useChatT } from "../i18n";

/**
 * /chat, /chat/conversations, /chat/groups and /chat/{id}: the list beside the open conversation on a laptop,
 * one or the other on a phone. `?user={id}` (the Message buttons) opens or starts the direct conversation.
 */
export function Component() {
  const { t } = useChatT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("page.signIn")} />;
  }
  return <Chat me={session.user.id} />;
}

function Chat({ me }: { me: string }) {
  const { t } = useChatT();
  const { conversationId } = useParams();
  const { pathname } = useLocation();
  const [picking, setPicking] = useState(false);
  const groupsOnly = pathname.startsWith("/chat/groups");
  const openId = conversationId && /^[0-9a-f-]{36}$/i.test(conversationId) ? conversationId : undefined;
  useOpenDirectFromQuery();
  return (
    <>
      <title>{t("page.title")}</title>
      <ChatSync />
      <div className="mx-auto flex h-dvh w-full max-w-6xl overflow-hidden lg:my-4 lg:h-[calc(100dvh-2rem)] lg:rounded-2xl lg:shadow-card lg:ring-1 lg:ring-border">
        <aside
          aria-label={t("page.conversations")}
          className={cn(
            "flex w-full min-w-0 flex-col border-border bg-card lg:w-80 lg:shrink-0 lg:border-r",
            openId && "hidden lg:flex",
          )}
        >
          <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
            <h1 className="font-display font-semibold text-2xl text-foreground">{t("page.heading")}</h1>
            <Button size="sm" onClick={() => setPicking(true)}>
              <MessageSquarePlus aria-hidden /> {t("page.new")}
            </Button>
          </div>
          <nav aria-label={t("page.show")} className="flex gap-1 px-4 pb-2">
            {[
              { to: "/chat/conversations", label: t("page.tabs.all"), active: !groupsOnly },
              { to: "/chat/groups", label: t("page.tabs.groups"), active: groupsOnly },
              { to: "/chat/calls", label: t("page.tabs.calls"), active: false },
            ].map((tab) => (
              <Link
                key={tab.to}
                to={tab.to}
                aria-current={tab.active ? "page" : undefined}
                className={cn(
                  "rounded-full px-3 py-1 font-medium text-sm",
                  tab.active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
                )}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList me={me} activeId={openId} groupsOnly={groupsOnly} />
          </div>
        </aside>
        <div className={cn("min-w-0 flex-1 flex-col bg-background", openId ? "flex" : "hidden lg:flex")}>
          {openId ? (
            <ConversationPane key={openId} conversationId={openId} me={me} />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              className="my-auto"
              title={t("page.chooseTitle")}
              description={t("page.chooseHint")}
              action={<Button onClick={() => setPicking(true)}>{t("page.newConversation")}</Button>}
            />
          )}
        </div>
      </div>
      <NewConversationDialog open={picking} onOpenChange={setPicking} />
    </>
  );
}

function useOpenDirectFromQuery() {
  const { t } = useChatT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const start = useStartConversation();
  const gate = useMemberGate();
  const userId = params.get("user");
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || asked.current === userId) return;
    asked.current = userId;
    start.mutate(
      { participant_ids: [userId] },
      {
        onSuccess: (conversation) => navigate(`/chat/${conversation.id}`, { replace: true }),
        onError: (error) => {
          if (!gate.handled(error)) toast.error(t("page.openFailed"), { description: error.message });
          navigate("/chat", { replace: true });
        },
      },
    );
  }, [userId, start, navigate, gate, t]);
}
