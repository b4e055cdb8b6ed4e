import type { AppNotification } from "@saheli/core/contracts/notifications";
import { BellOff } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useChangeNotification, useNotifications } from "../api/notifications";
import { useNotificationsT } from "../i18n";
import { NotificationItem } from "./notification-item";
import { OlderNotifications } from "./older-notifications";

/** The list the panel and the page share: loading, error, empty, items; opening one follows its link. */
export function NotificationsList({ onNavigate }: { onNavigate?: () => void }) {
  const list = useNotifications();
  const change = useChangeNotification();
  const navigate = useNavigate();
  const { t } = useNotificationsT();
  if (list.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <p role="status" className="sr-only">
          {t("list.loading")}
        </p>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        icon={BellOff}
        title={t("list.loadFailed")}
        description={t("list.loadFailedHint")}
        action={<Button onClick={() => list.refetch()}>{t("list.tryAgain")}</Button>}
      />
    );
  }
  if (list.data.items.length === 0) {
    return <EmptyState icon={BellOff} title={t("list.empty")} description={t("list.emptyHint")} />;
  }
  const open = (item: AppNotification) => {
    change.mutate({ id: item.id, kind: item.action_url ? "clicked" : "read" });
    if (item.action_url) {
      onNavigate?.();
      navigate(item.action_url);
    }
  };
  const dismiss = (item: AppNotification) => change.mutate({ id: item.id, kind: "dismiss" });
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col gap-1" aria-label={t("list.label")}>
        {list.data.items.map((item) => (
          <NotificationItem
            key={item.id}
            item={item}
            onOpen={() => open(item)}
            onDismiss={() => dismiss(item)}
          />
        ))}
      </ul>
      <OlderNotifications from={list.data.next_cursor} onOpen={open} onDismiss={dismiss} />
    </div>
  );
}

/** 'Mark all as read (N)' while anything is unread. */
export function MarkAllRead() {
  const list = useNotifications();
  const change = useChangeNotification();
  const { t } = useNotificationsT();
  const unread = list.data?.unread_count ?? 0;
  if (unread === 0) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => change.mutate({ kind: "read-all" })}>
      {t("list.markAllRead", { unread })}
    </Button>
  );
}
