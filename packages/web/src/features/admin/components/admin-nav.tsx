import {
  BarChart3,
  BookOpen,
  ClipboardList,
  FileText,
  Flag,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  Radio,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Users,
  Wallet,
} from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { useAdminT } from "../i18n";
import type { adminEn } from "../i18n/en";

type Item = {
  to: string;
  label: Exclude<keyof typeof adminEn.nav, "label">;
  icon: LucideIcon;
  end?: boolean;
};

/** The dashboard's own pages, then the admin pages built elsewhere (verifications, reports, broadcast…). */
export const ADMIN_NAV: Item[] = [
  { to: "/admin", label: "overview", icon: BarChart3, end: true },
  { to: "/admin/people", label: "people", icon: Users },
  { to: "/admin/moderation", label: "moderation", icon: ShieldAlert },
  { to: "/admin/curation", label: "curation", icon: Sparkles },
  { to: "/admin/audit", label: "audit", icon: ClipboardList },
  { to: "/admin/radio", label: "radio", icon: Radio },
  { to: "/admin/verifications", label: "verifications", icon: ShieldCheck },
  { to: "/admin/reports", label: "reports", icon: Flag },
  { to: "/admin/broadcast", label: "broadcast", icon: Megaphone },
  { to: "/admin/payouts", label: "payouts", icon: Wallet },
  { to: "/admin/support", label: "support", icon: LifeBuoy },
  { to: "/admin/help", label: "help", icon: BookOpen },
  { to: "/admin/policies", label: "policies", icon: FileText },
];

const link = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex shrink-0 items-center gap-2 rounded-full px-3 py-2 font-medium text-sm transition-colors lg:rounded-xl",
    "focus-visible:outline-2 focus-visible:outline-ring",
    isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
  );

/** A row that scrolls sideways on a phone, a column beside the page on a large screen. */
export function AdminNav() {
  const { t } = useAdminT();
  return (
    <nav aria-label={t("nav.label")} className="min-w-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={link}>
              <Icon aria-hidden className="size-4" />
              {t(`nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
