import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { useNotifications } from "../api/notifications";
import { useNotificationsT } from "../i18n";
import { MarkAllRead, NotificationsList } from "./notifications-list";

/** The side panel of doc 2 §2 "Notifications". */
export function NotificationsSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useNotificationsT();
  const unread = useNotifications().data?.unread_count ?? 0;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-[26rem]">
        <SheetHeader>
          <SheetTitle>{t("panel.title")}</SheetTitle>
          <SheetDescription>
            {unread > 0 ? t("panel.unread", { unread }) : t("panel.caughtUp")}
          </SheetDescription>
        </SheetHeader>
        <SheetBody className="px-3">
          <NotificationsList onNavigate={() => onOpenChange(false)} />
        </SheetBody>
        <SheetFooter className="flex-row justify-end">
          <MarkAllRead />
          <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)}>
            {t("panel.close")}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
