import {
  type AccountBadge,
  type AccountMenuLink,
  type AccountStatTile,
  accountBadge,
  accountMenuLinks,
  accountStatTiles,
} from "@saheli/core/account";
import type { SessionProfile } from "@saheli/core/contracts/auth";
import {
  BadgeCheck,
  Flag,
  Heart,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Settings,
  ShieldCheck,
  Store,
  UserRound,
  Users,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  profile: UserRound,
  "followed-shops": Heart,
  community: Users,
  settings: Settings,
  "manage-shop": LayoutDashboard,
  "create-shop": Store,
  admin: ShieldCheck,
  "admin-verifications": BadgeCheck,
  "admin-reports": Flag,
  "admin-broadcast": Megaphone,
};

export type AccountMenuModel = {
  badge: AccountBadge;
  tiles: AccountStatTile[];
  links: (AccountMenuLink & { icon: LucideIcon })[];
};

/** Doc 3 §2.4 from the shared rules: the badge, the people tiles and the links, in order. */
export function accountMenuModel(profile: SessionProfile): AccountMenuModel {
  const account = { ...profile, followers_count: profile.follower_count };
  return {
    badge: accountBadge(account),
    tiles: accountStatTiles(account),
    links: accountMenuLinks(account, profile.has_shop).map((link) => ({
      ...link,
      icon: ICONS[link.id] ?? UserRound,
    })),
  };
}
