import { Bookmark, Briefcase, type LucideIcon, Settings, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { BackButton } from "./back-button";
import { HeaderFrame, HeaderRow, HeaderTitle } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";

export type SectionHeaderKind = "my-network" | "saved" | "notifications" | "settings" | "jobs";

type SectionAction = { to: string; icon: LucideIcon; iconOnly?: boolean };

/** Doc 3 §2.1: the simple titled headers and their one action each. */
const SECTIONS: Record<SectionHeaderKind, { action?: SectionAction }> = {
  "my-network": { action: { to: "/network/suggestions", icon: UserPlus } },
  saved: { action: { to: "/saved/collections", icon: Bookmark } },
  notifications: { action: { to: "/settings/notifications", icon: Settings, iconOnly: true } },
  settings: {},
  jobs: { action: { to: "/jobs/create", icon: Briefcase } },
};

export function SectionHeader({ kind }: { kind: SectionHeaderKind }) {
  const { action } = SECTIONS[kind];
  const { t } = useTranslation();
  const title = t(`header.sections.${kind}.title`);
  const label = kind === "settings" ? "" : t(`header.sections.${kind}.action`);
  return (
    <HeaderFrame kind={kind}>
      <HeaderRow>
        <BackButton />
        <HeaderTitle>{title}</HeaderTitle>
        {action?.iconOnly && <HeaderIconButton icon={action.icon} label={label} to={action.to} />}
        {action && !action.iconOnly && (
          <Button asChild size="sm" variant="secondary">
            <Link to={action.to}>
              <action.icon aria-hidden />
              {label}
            </Link>
          </Button>
        )}
      </HeaderRow>
    </HeaderFrame>
  );
}
