import type { ReactNode } from "react";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { useSession } from "@/lib/session/use-session";
import { useJobsT } from "../i18n";

/** Her own jobs pages: a visitor is asked to sign in. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { t } = useJobsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("membersOnly")} />;
  return children;
}
