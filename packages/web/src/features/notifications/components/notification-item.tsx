import type { AppNotification } from "@saheli/core/contracts/notifications";
import { Megaphone, X } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useNotificationsT } from "../i18n";
import { notificationTimeIn } from "../lib/notification-time";

type Props = { item: AppNotification; onOpen: () => void; onDismiss: () => void };

/** One notification: unread ones stand out, urgent ones are marked; opening follows its link. */
export function NotificationItem({ item, onOpen, onDismiss }: Props) {
  const { t, i18n } = useNotificationsT();
  const unread = item.read_at === null;
  const urgent = item.priority === "urgent";
  return (
    <li
      className={cn(
        "group relative flex gap-3 rounded-xl border border-transparent p-3 transition-colors hover:bg-muted",
        unread && "bg-primary-soft/60",
        urgent && "border-destructive/40",
      )}
    >
      {item.actor && !item.is_broadcast ? (
        <Avatar name={item.actor.full_name} src={item.actor.avatar_url} size="sm" />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Megaphone aria-hidden className="size-4" />
        </span>
      )}
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
      >
        <span className="flex items-center gap-2">
          <span className={cn("truncate text-sm", unread ? "font-semibold" : "font-medium")}>
            {item.title}
          </span>
          {urgent && (
            <span className="rounded bg-destructive px-1.5 text-[0.625rem] text-white uppercase">
              {t("item.urgent")}
            </span>
          )}
        </span>
        <span className="line-clamp-2 text-muted-foreground text-sm">{item.message}</span>
        <span className="mt-0.5 block text-muted-foreground text-xs">
          <time dateTime={item.created_at}>
            {notificationTimeIn(i18n.language, t("item.justNow"), item.created_at)}
          </time>
          {unread && <span className="sr-only">{t("item.unread")}</span>}
        </span>
      </button>
      {unread && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
      <Button
        variant="ghost"
        size="icon"
        className="relative z-10 size-8 shrink-0 opacity-70 group-hover:opacity-100"
        aria-label={t("item.dismiss", { title: item.title })}
        onClick={onDismiss}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}
