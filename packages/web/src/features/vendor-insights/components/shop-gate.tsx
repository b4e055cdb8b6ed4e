import { Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { useVendorInsightsT } from "../i18n";

/** Her shop's pages: for a signed-in person with a shop; others are told what to do first. */
export function ShopGate({ signInReason, children }: { signInReason: string; children: ReactNode }) {
  const { t } = useVendorInsightsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={signInReason} />;
  if (!session.profile.has_shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={t("gate.title")}
        description={t("gate.description")}
        action={
          <Button asChild>
            <Link to="/create-shop">{t("gate.create")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  return children;
}
