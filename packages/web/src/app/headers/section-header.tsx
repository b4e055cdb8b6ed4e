import { Bookmark, Briefcase, type LucideIcon, Settings, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { BackButton } from "./back-button";
import { HeaderFrame, HeaderRow, HeaderTitle } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";

export type SectionHeaderKind = "my-network" | "saved" | "notifications" | "settings" | "jobs";

type SectionAction = { label: string; to: string; icon: LucideIcon; iconOnly?: boolean };

/** Doc 3 §2.1: the simple titled headers and their one action each. */
const SECTIONS: Record<SectionHeaderKind, { title: string; action?: SectionAction }> = {
  "my-network": {
    title: "My Network",
    action: { label: "Find People", to: "/network/suggestions", icon: UserPlus },
  },
  saved: { title: "Saved Items", action: { label: "Collections", to: "/saved/collections", icon: Bookmark } },
  notifications: {
    title: "Notifications",
    action: { label: "Notification settings", to: "/settings/notifications", icon: Settings, iconOnly: true },
  },
  settings: { title: "Settings" },
  jobs: { title: "Jobs", action: { label: "Post Job", to: "/jobs/create", icon: Briefcase } },
};

export function SectionHeader({ kind }: { kind: SectionHeaderKind }) {
  const { title, action } = SECTIONS[kind];
  return (
    <HeaderFrame kind={kind}>
      <HeaderRow>
        <BackButton />
        <HeaderTitle>{title}</HeaderTitle>
        {action?.iconOnly && <HeaderIconButton icon={action.icon} label={action.label} to={action.to} />}
        {action && !action.iconOnly && (
          <Button asChild size="sm" variant="secondary">
            <Link to={action.to}>
              <action.icon aria-hidden />
              {action.label}
            </Link>
          </Button>
        )}
      </HeaderRow>
    </HeaderFrame>
  );
}
