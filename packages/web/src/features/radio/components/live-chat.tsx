import type { ChatMessage } from "@saheli/core/contracts/radio";
import { RadioLimits } from "@saheli/core/radio";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { type RealtimeDetail, useRealtimeEvent, useRealtimeTopic } from "@/lib/realtime";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { radioKeys, useChat, useSay } from "../api/radio";
import { useRadioT } from "../i18n";

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });

/** The live chat: lines arrive through the realtime gateway's `radio:live` topic; verified members write. */
export function LiveChat() {
  const { t } = useRadioT();
  const locale = useIntlLocale();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const chat = useChat();
  const say = useSay();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const list = useRef<HTMLOListElement>(null);
  useRealtimeTopic(session.status === "signed-in" ? "radio:live" : null);

  const append = useCallback(
    (message: ChatMessage) =>
      queryClient.setQueryData<{ items: ChatMessage[] }>(radioKeys.chat, (old) => {
        const items = old?.items ?? [];
        if (items.some((m) => m.id === message.id)) return old;
        return { items: [...items, message].slice(-RadioLimits.chatBacklog) };
      }),
    [queryClient],
  );
  useRealtimeEvent(
    "radio-chat",
    useCallback((detail: RealtimeDetail<"radio-chat">) => append(detail.data.message), [append]),
  );

  const count = chat.data?.items.length ?? 0;
  useEffect(() => {
    if (count && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    say.mutate(body, {
      onSuccess: (message) => {
        append(message);
        setText("");
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  }

  return (
    <section
      aria-labelledby="live-chat"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl bg-card p-4 ring-1 ring-border"
    >
      <h2 id="live-chat" className="font-semibold text-lg">
        {t("chat.heading")}
      </h2>
      {chat.isPending ? (
        <p className="text-muted-foreground text-sm">{t("chat.loading")}</p>
      ) : chat.isError ? (
        <p className="text-destructive text-sm">{t("chat.error")}</p>
      ) : count === 0 ? (
        <p className="text-muted-foreground text-sm">{t("chat.empty")}</p>
      ) : (
        <ol
          ref={list}
          aria-live="polite"
          aria-label={t("chat.list")}
          className="grid max-h-72 grid-cols-[minmax(0,1fr)] gap-2 overflow-y-auto pr-1"
        >
          {chat.data?.items.map((m) => (
            <li key={m.id} className="text-sm">
              <span className="font-semibold">{m.author.full_name}</span>{" "}
              <span className="text-muted-foreground text-xs">{timeOf(m.created_at, locale)}</span>
              <p className="break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {session.status === "signed-in" ? (
        session.profile.is_verified ? (
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor="chat-line" className="sr-only">
              {t("chat.message")}
            </label>
            <Input
              id="chat-line"
              value={text}
              maxLength={RadioLimits.chatMax}
              placeholder={t("chat.placeholder")}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" aria-label={t("chat.send")} loading={say.isPending}>
              <Send aria-hidden />
            </Button>
          </form>
        ) : (
          <p className="text-muted-foreground text-sm">{t("chat.verifiedOnly")}</p>
        )
      ) : (
        <Button variant="outline" onClick={() => openSignIn()}>
          {t("chat.signIn")}
        </Button>
      )}
    </section>
  );
}
