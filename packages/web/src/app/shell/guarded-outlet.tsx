import { requiresSignIn } from "@saheli/core/shell-layout";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { useSession } from "@/lib/session/use-session";
import { SignInRequired } from "./deferred-parts";
import { SessionCheckFailed } from "./session-check-failed";

/**
 * Doc 2 route guard: /community, /chat, /vendor and /shop need a signed-in member. A visitor sees
 * none of the page: the sign-in modal opens over this panel (see SignInProvider).
 */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const session = useSession();
  if (!requiresSignIn(pathname) || session.status === "signed-in") return <Outlet />;
  if (session.status === "loading") return <PageLoading />;
  // A session that could not be checked (too many requests, no connection) is not a signed-out visitor.
  if (session.error) return <SessionCheckFailed error={session.error} />;
  return <SignInRequired />;
}
