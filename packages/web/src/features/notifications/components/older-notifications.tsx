import type { AppNotification } from "@saheli/core/contracts/notifications";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOlderNotifications } from "../api/older-notifications";
import { useNotificationsT } from "../i18n";
import { NotificationItem } from "./notification-item";

type Props = {
  from: string | null;
  onOpen: (item: AppNotification) => void;
  onDismiss: (item: AppNotification) => void;
};

/** Older notifications, a page at a time after the first, when she asks for them. */
export function OlderNotifications({ from, onOpen, onDismiss }: Props) {
  const { t } = useNotificationsT();
  const [asked, setAsked] = useState(false);
  const older = useOlderNotifications(from, asked);
  if (from === null) return null;
  const items = older.data?.pages.flatMap((page) => page.items) ?? [];
  const more = !asked || older.hasNextPage;
  const loading = older.isFetching;
  return (
    <>
      {items.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t("list.older")}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onOpen={() => onOpen(item)}
              onDismiss={() => onDismiss(item)}
            />
          ))}
        </ul>
      )}
      {older.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t("list.olderFailed")}
        </p>
      )}
      {more && (
        <Button
          variant="ghost"
          size="sm"
          disabled={loading}
          onClick={() => (asked ? older.fetchNextPage() : setAsked(true))}
        >
          {loading ? t("list.loadingMore") : t("list.showOlder")}
        </Button>
      )}
    </>
  );
}
