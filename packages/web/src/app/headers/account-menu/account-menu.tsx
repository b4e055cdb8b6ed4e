import type { SessionProfile } from "@saheli/core/contracts/auth";
import { useMemo } from "react";
import { useLogout } from "@/features/auth/api/logout";
import type { SessionUser } from "@/lib/session/use-session";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { AccountMenuDropdown } from "./account-menu-dropdown";
import { accountMenuModel } from "./account-menu-model";
import { AccountMenuSheet } from "./account-menu-sheet";

type AccountMenuProps = {
  user: SessionUser;
  profile: SessionProfile;
  expanded: boolean;
  defaultOpen?: boolean;
};

/** Doc 3 §2.4, signed in: a dropdown on large screens, a full-screen sheet on phones. */
export function AccountMenu({ user, profile, expanded, defaultOpen }: AccountMenuProps) {
  const large = useMediaQuery(LARGE_SCREEN);
  const { logout, pending } = useLogout();
  const model = useMemo(() => accountMenuModel(profile), [profile]);
  const onLogout = () => void logout();
  return large ? (
    <AccountMenuDropdown
      user={user}
      model={model}
      expanded={expanded}
      defaultOpen={defaultOpen}
      onLogout={onLogout}
    />
  ) : (
    <AccountMenuSheet
      user={user}
      model={model}
      loggingOut={pending}
      defaultOpen={defaultOpen}
      onLogout={onLogout}
    />
  );
}
