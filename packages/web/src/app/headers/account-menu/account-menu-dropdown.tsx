import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageMenuItems } from "@/components/language-switch";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SessionUser } from "@/lib/session/use-session";
import type { AccountMenuModel } from "./account-menu-model";
import { AccountMenuTrigger } from "./account-menu-trigger";
import { AccountSummary, formatTileCount } from "./account-summary";

type Props = {
  user: SessionUser;
  model: AccountMenuModel;
  expanded: boolean;
  defaultOpen?: boolean;
  onLogout: () => void;
};

/** Large screens: a dropdown menu under the avatar (arrow keys move, Escape closes). */
export function AccountMenuDropdown({ user, model, expanded, defaultOpen, onLogout }: Props) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuTrigger user={user} expanded={expanded} />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t("account.menu")} className="w-80 p-2">
        <div className="px-2 pt-2 pb-3">
          <AccountSummary user={user} badge={model.badge} />
        </div>
        <div className="grid grid-cols-3 gap-1.5 pb-2">
          {model.tiles.map((tile) => (
            <DropdownMenuItem
              key={tile.id}
              asChild
              className="flex-col items-center gap-0.5 rounded-xl bg-muted px-1 py-2.5"
            >
              <Link to={tile.href}>
                <span className="font-semibold text-base text-foreground tabular-nums">
                  {formatTileCount(tile.count)}
                </span>
                <span className="text-muted-foreground text-xs">{t(`account.tiles.${tile.id}`)}</span>
              </Link>
            </DropdownMenuItem>
          ))}
        </div>
        <DropdownMenuSeparator />
        {model.links.map(({ id, href, icon: Icon }) => (
          <DropdownMenuItem key={id} asChild>
            <Link to={href}>
              <Icon aria-hidden /> {t(`account.links.${id}`)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <LanguageMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut aria-hidden /> {t("account.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
