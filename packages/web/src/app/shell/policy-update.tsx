import { useLogout } from "@/features/auth/api/logout";
import { PolicyUpdateDialog } from "@/features/legal/components/policy-update-dialog";

/** The policy re-acceptance dialog, composed with signing out (features do not import each other). */
export function PolicyUpdate() {
  const logout = useLogout();
  return <PolicyUpdateDialog onSignOut={() => void logout.logout()} signingOut={logout.pending} />;
}
