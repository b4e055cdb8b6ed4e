import type { ReactNode } from "react";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { useSession } from "@/lib/session/use-session";

/** Her own jobs pages: a visitor is asked to sign in. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description="Sign in to see your jobs." />;
  return children;
}
