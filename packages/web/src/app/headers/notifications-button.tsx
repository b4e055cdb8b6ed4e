import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNotificationsPanel } from "@/features/notifications/components/notifications-panel";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useShellCounts } from "../shell-counts";
import { HeaderIconButton } from "./header-icon-button";

/** The alerts bell (99+ badge) opening the notifications panel; signed-out visitors are asked to sign in. */
export function NotificationsButton({ showLabel, className }: { showLabel?: boolean; className?: string }) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const { openNotifications } = useNotificationsPanel();
  const { notifications } = useShellCounts();
  const { t } = useTranslation();
  return (
    <HeaderIconButton
      icon={Bell}
      label={showLabel ? t("header.alerts") : t("header.notifications")}
      count={notifications}
      showLabel={showLabel}
      className={className}
      onClick={() => (session.status === "signed-in" ? openNotifications() : openSignIn())}
    />
  );
}
