import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { useSupportT } from "../i18n";

/** Admin pages: signed-out visitors sign in, members are told the page is for admins (the API refuses them too). */
export function AdminGate({ children, what }: { children: ReactNode; what: "answer" | "edit" | "write" }) {
  const { t } = useSupportT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t(`admin.gate.signIn.${what}`)} />;
  if (session.profile.role !== "A")
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <EmptyState
          icon={ShieldAlert}
          headingLevel="h1"
          title={t("admin.gate.title")}
          description={t(`admin.gate.only.${what}`)}
        />
      </div>
    );
  return <>{children}</>;
}
