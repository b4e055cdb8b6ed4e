import { BadgeCheck } from "lucide-react";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { useVerificationUi } from "@/lib/session/verification-ui";
import { useMyShopName } from "../api/my-shop";
import { JobForm } from "../components/job-form";
import { JobsFrame } from "../components/jobs-nav";
import { useJobsT } from "../i18n";

/** /jobs/create: a verified member posts a job for her business or her shop. */
export function Component() {
  const { t } = useJobsT();
  const session = useSession();
  const verification = useVerificationUi();
  const hasShop = session.status === "signed-in" && session.profile.has_shop;
  const shop = useMyShopName(hasShop);
  if (session.status === "loading" || (hasShop && shop.isPending)) return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("create.signIn")} />;
  return (
    <JobsFrame title={t("create.title")}>
      <div className="grid gap-1">
        <h2 className="font-display font-semibold text-2xl">{t("create.title")}</h2>
        <p className="text-muted-foreground text-sm">{t("create.intro")}</p>
      </div>
      {session.profile.is_verified ? (
        <JobForm shopName={shop.data ?? null} businessName={session.profile.business_name} />
      ) : (
        <EmptyState
          icon={BadgeCheck}
          title={t("create.verifyTitle")}
          description={t("create.verifyHint")}
          action={<Button onClick={() => void verification.offerVerification()}>{t("create.verify")}</Button>}
        />
      )}
    </JobsFrame>
  );
}
