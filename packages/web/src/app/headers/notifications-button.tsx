import { Bell } from "lucide-react";
import { useNavigate } from "react-router";
import { useSession } from "../session";
import { useShellCounts } from "../shell-counts";
import { useSignIn } from "../sign-in/sign-in-context";
import { HeaderIconButton } from "./header-icon-button";

/** The alerts bell: signed-out visitors are asked to sign in first. */
export function NotificationsButton({ showLabel, className }: { showLabel?: boolean; className?: string }) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const navigate = useNavigate();
  const { notifications } = useShellCounts();
  return (
    <HeaderIconButton
      icon={Bell}
      label={showLabel ? "Alerts" : "Notifications"}
      count={notifications}
      showLabel={showLabel}
      className={className}
      onClick={() => (session.status === "signed-in" ? navigate("/notifications") : openSignIn())}
    />
  );
}
