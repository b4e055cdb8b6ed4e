/** Role codes (doc 3 §3): A admin, V vendor, U user, C customer. */
export type RoleCode = "A" | "V" | "U" | "C";

export type AccountProfile = {
  id: string;
  username?: string | null;
  role: RoleCode | string;
  business_name?: string | null;
  gender_verified?: boolean | null;
  connections_count?: number | null;
  followers_count?: number | null;
  following_count?: number | null;
};

export type AccountBadge = { kind: "admin" | "vendor" | "member"; label: string; verified: boolean };

/** The account menu's badge (doc 3 §2.4). */
export function accountBadge(profile: AccountProfile): AccountBadge {
  const verified = profile.gender_verified === true;
  if (profile.role === "A") return { kind: "admin", label: "Admin", verified };
  if (profile.role === "V") {
    return { kind: "vendor", label: profile.business_name?.trim() || "Business", verified };
  }
  return { kind: "member", label: "Member", verified };
}

export type AccountMenuLinkId =
  | "profile"
  | "followed-shops"
  | "community"
  | "settings"
  | "manage-shop"
  | "create-shop"
  | "admin"
  | "admin-verifications"
  | "admin-reports"
  | "admin-broadcast";
export type AccountMenuLink = { id: AccountMenuLinkId; label: string; href: string };

/** The account menu's links (doc 3 §2.4), in display order. */
export function accountMenuLinks(profile: AccountProfile, hasShop: boolean): AccountMenuLink[] {
  const links: AccountMenuLink[] = [
    { id: "profile", label: "My Profile", href: `/profile/${encodeURIComponent(profile.id)}` },
    { id: "followed-shops", label: "Followed Shops", href: "/followed-shops" },
    { id: "community", label: "Community", href: "/community" },
    { id: "settings", label: "Settings", href: "/settings" },
    hasShop
      ? { id: "manage-shop", label: "Manage Shop", href: "/vendor/dashboard" }
      : { id: "create-shop", label: "Create Shop", href: "/create-shop" },
  ];
  // The admins' daily queues, one tap away as well as on the dashboard (issue 23 §2).
  if (profile.role === "A")
    links.push(
      { id: "admin", label: "Admin Dashboard", href: "/admin" },
      { id: "admin-verifications", label: "Verifications", href: "/admin/verifications" },
      { id: "admin-reports", label: "Reports", href: "/admin/reports" },
      { id: "admin-broadcast", label: "Broadcast", href: "/admin/broadcast" },
    );
  return links;
}

export type AccountStatTile = {
  id: "connections" | "followers" | "following";
  label: string;
  href: string;
  count: number;
};

/** The menu's stat tiles linking to the people lists. */
export function accountStatTiles(profile: AccountProfile): AccountStatTile[] {
  return [
    { id: "connections", label: "Connections", href: "/connections", count: profile.connections_count ?? 0 },
    { id: "followers", label: "Followers", href: "/followers", count: profile.followers_count ?? 0 },
    { id: "following", label: "Following", href: "/following", count: profile.following_count ?? 0 },
  ];
}

/** Whether `/profile/{idOrUsername}` is the viewer's own profile (Edit Profile instead of Report/Block). */
export function isOwnProfile(
  idOrUsername: string,
  viewer: Pick<AccountProfile, "id" | "username"> | null,
): boolean {
  if (!viewer) return false;
  const value = idOrUsername.trim().toLowerCase();
  if (value === "") return false;
  return value === viewer.id.toLowerCase() || value === viewer.username?.trim().toLowerCase();
}
