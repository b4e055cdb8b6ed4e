import { type AssistantAudience, type AssistantTopic, quickTopics } from "@saheli/core/assistant";
import { Download, Headset, Minus, Sparkles, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAssistantT } from "../i18n";
import type { ChatMessage, LocalAttachment } from "../lib/conversation";
import { topicLabel } from "../lib/topic-label";
import { Composer } from "./composer";
import { MessageList } from "./message-list";

type Props = {
  audience: AssistantAudience;
  messages: ChatMessage[];
  sending: boolean;
  awaitingOrderNumber: boolean;
  /** Shown only when the support desk can take a ticket. */
  canTalkToPerson: boolean;
  onSend: (text: string, attachments: LocalAttachment[], topic?: AssistantTopic) => void;
  onExport: () => void;
  onTalkToPerson: () => void;
  onMinimise: () => void;
  onClose: () => void;
  /** She followed a link: on a phone the sheet steps aside so she sees the page. */
  onFollow: () => void;
};

/** The assistant's panel: a full-screen sheet on a phone, a floating panel from the large breakpoint. */
export function AssistantPanel(props: Props) {
  const { audience, messages, sending, awaitingOrderNumber, canTalkToPerson } = props;
  const { t } = useAssistantT();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLTextAreaElement>("#assistant-input")?.focus();
  }, []);

  return (
    <section
      ref={panel}
      role="dialog"
      aria-label={t("panel.label")}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          props.onMinimise();
        }
      }}
      className={cn(
        "fixed inset-0 z-50 flex flex-col bg-card pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]",
        "lg:inset-auto lg:right-6 lg:bottom-6 lg:z-40 lg:h-[min(640px,calc(100dvh-6rem))] lg:w-[400px] lg:rounded-2xl lg:pt-0 lg:pb-0 lg:shadow-raised lg:ring-1 lg:ring-border",
      )}
    >
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Sparkles aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-sm leading-tight">{t("panel.heading")}</h2>
          <p className="text-muted-foreground text-xs">{t("panel.subtitle")}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("panel.export")}
          title={t("panel.exportTitle")}
          disabled={messages.length === 0}
          onClick={props.onExport}
        >
          <Download aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t("panel.minimise")} onClick={props.onMinimise}>
          <Minus aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t("panel.close")} onClick={props.onClose}>
          <X aria-hidden />
        </Button>
      </header>
      <div data-assistant-scroll className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <MessageList
          greeting={t(`greeting.${audience}`)}
          messages={messages}
          sending={sending}
          onFollow={props.onFollow}
          onReply={(text) => props.onSend(text, [])}
        />
        {messages.length === 0 && (
          <fieldset className="flex flex-wrap gap-2 px-4 pb-3">
            <legend className="sr-only">{t("panel.quickTopics")}</legend>
            {quickTopics(audience).map((topic) => (
              <Button
                key={topic.id}
                variant="outline"
                size="sm"
                className="rounded-full"
                disabled={sending}
                onClick={() => props.onSend("", [], topic)}
              >
                {topicLabel(t, topic)}
              </Button>
            ))}
          </fieldset>
        )}
      </div>
      {canTalkToPerson && (
        <div className="flex justify-center border-t border-border px-3 py-1.5">
          <Button variant="link" size="sm" onClick={props.onTalkToPerson} disabled={messages.length === 0}>
            <Headset aria-hidden /> {t("panel.talkToPerson")}
          </Button>
        </div>
      )}
      <Composer
        sending={sending}
        placeholder={awaitingOrderNumber ? t("panel.orderNumber") : t("panel.ask")}
        onSend={(text, attachments) => props.onSend(text, attachments)}
      />
    </section>
  );
}
