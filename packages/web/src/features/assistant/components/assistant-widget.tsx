import { ASSISTANT_OPEN_EVENT, AssistantMessages, audienceOfRole, topicById } from "@saheli/core/assistant";
import { Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { useTicketDesk } from "../api/get-ticket-desk";
import { useAssistantT } from "../i18n";
import { conversationOf, downloadConversation } from "../lib/conversation";
import { openSupportTicket } from "../lib/open-support-ticket";
import { useAssistantChat } from "../lib/use-assistant-chat";
import { AssistantPanel } from "./assistant-panel";

type View = "closed" | "open" | "minimised";

/**
 * Doc 2 §2 and doc 3 §2.12: the floating AI button (tooltip "Need help? Ask AI Assistant"), opened also by the
 * `saheli:open-assistant` window event, and the assistant's panel for her role.
 */
export function AssistantWidget({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const { t } = useAssistantT();
  const messageIn = useMessageIn();
  const session = useSession();
  const audience = audienceOfRole(session.account?.role ?? null);
  const chat = useAssistantChat(audience, session.user?.id ?? null);
  const [view, setView] = useState<View>("closed");
  const large = useMediaQuery(LARGE_SCREEN);
  const button = useRef<HTMLButtonElement>(null);
  const desk = useTicketDesk(view === "open");
  const { send } = chat;

  useEffect(() => {
    const open = (event: Event) => {
      setView("open");
      const topic = topicById(String((event as CustomEvent<{ topic?: string } | null>).detail?.topic ?? ""));
      if (topic) void send("", [], topic);
    };
    window.addEventListener(ASSISTANT_OPEN_EVENT, open);
    return () => window.removeEventListener(ASSISTANT_OPEN_EVENT, open);
  }, [send]);

  const hide = useCallback((to: View) => {
    setView(to);
    requestAnimationFrame(() => button.current?.focus());
  }, []);

  const offset = aboveBottomBar
    ? "bottom-[calc(5.25rem+env(safe-area-inset-bottom))] lg:bottom-6"
    : "bottom-6";
  return (
    <>
      {view !== "open" && (
        <div className={cn("fixed right-4 z-40 lg:right-6", offset)}>
          <Tooltip content={messageIn(AssistantMessages.tooltip)} side="left">
            <button
              ref={button}
              type="button"
              aria-label={messageIn(AssistantMessages.tooltip)}
              onClick={() => setView("open")}
              className="relative flex size-14 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground shadow-raised transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50"
            >
              <Sparkles aria-hidden className="absolute top-2.5 right-2.5 size-3.5" />
              <span className="text-base tracking-wide">{t("widget.button")}</span>
            </button>
          </Tooltip>
        </div>
      )}
      {view === "open" && (
        <AssistantPanel
          audience={audience}
          messages={chat.messages}
          sending={chat.sending}
          awaitingOrderNumber={chat.awaitingOrderNumber}
          canTalkToPerson={desk.data === true}
          onSend={(text, attachments, topic) => void send(text, attachments, topic ?? null)}
          onExport={() => downloadConversation(conversationOf(chat.sessionId, audience, chat.messages))}
          onTalkToPerson={() => {
            // The desk's dialog opens over the page; on a phone the sheet steps aside for it.
            if (!large) setView("minimised");
            openSupportTicket(conversationOf(chat.sessionId, audience, chat.messages));
          }}
          onMinimise={() => hide("minimised")}
          onClose={() => hide("closed")}
          onFollow={() => {
            if (!large) setView("minimised");
          }}
        />
      )}
    </>
  );
}
