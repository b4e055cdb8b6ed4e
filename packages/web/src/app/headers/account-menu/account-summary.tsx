import type { AccountBadge } from "@saheli/core/account";
import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import type { SessionUser } from "@/lib/session/use-session";

const BADGE_VARIANT = { admin: "primary", vendor: "accent", member: "secondary" } as const;

/** Who is signed in: avatar, name, @username and the role and verified badges. */
export function AccountSummary({ user, badge }: { user: SessionUser; badge: AccountBadge }) {
  const { t } = useTranslation();
  const name = user.full_name.trim() || user.username;
  // A vendor's badge is her business's own name; the others are words of ours.
  const badgeLabel =
    badge.kind === "admin"
      ? t("account.badge.admin")
      : badge.kind === "member"
        ? t("account.badge.member")
        : badge.label === "Business"
          ? t("account.badge.business")
          : badge.label;
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} src={user.avatar_url} size="lg" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-foreground">{name}</p>
        {user.username && <p className="truncate text-muted-foreground text-sm">@{user.username}</p>}
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <Badge variant={BADGE_VARIANT[badge.kind]}>{badgeLabel}</Badge>
          {badge.verified && (
            <Badge variant="success">
              <BadgeCheck aria-hidden /> {t("account.verified")}
            </Badge>
          )}
        </div>
      </div>
    </div>
  );
}

/** The count on a stat tile, grouped the Indian way (1,00,000). */
export function formatTileCount(count: number): string {
  return new Intl.NumberFormat("en-IN").format(count);
}
