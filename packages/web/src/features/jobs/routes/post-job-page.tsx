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

/** /jobs/create: a verified member posts a job for her business or her shop. */
export function Component() {
  const session = useSession();
  const verification = useVerificationUi();
  const hasShop = session.status === "signed-in" && session.profile.has_shop;
  const shop = useMyShopName(hasShop);
  if (session.status === "loading" || (hasShop && shop.isPending)) return <PageLoading />;
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to post a job for your business or shop." />;
  return (
    <JobsFrame title="Post a job">
      <div className="grid gap-1">
        <h2 className="font-display font-semibold text-2xl">Post a job</h2>
        <p className="text-muted-foreground text-sm">
          Hire from a community of women entrepreneurs. Every job states its pay; it closes on the date you
          choose.
        </p>
      </div>
      {session.profile.is_verified ? (
        <JobForm shopName={shop.data ?? null} businessName={session.profile.business_name} />
      ) : (
        <EmptyState
          icon={BadgeCheck}
          title="Verify your profile to post jobs"
          description="Only verified members and shops post jobs on Saheli, so every applicant knows who is hiring."
          action={<Button onClick={() => void verification.offerVerification()}>Get verified</Button>}
        />
      )}
    </JobsFrame>
  );
}
