import { JobMessages } from "@saheli/core/jobs";
import { SearchX } from "lucide-react";
import { useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useJob } from "../api/get-job";
import { useMyShopName } from "../api/my-shop";
import { JobForm } from "../components/job-form";
import { JobsFrame } from "../components/jobs-nav";
import { useJobsT } from "../i18n";

/** /jobs/posted/{id}/edit: the poster changes her open job, by the same rules as posting it. */
export function Component() {
  const { t } = useJobsT();
  const messageIn = useMessageIn();
  const { id = "" } = useParams();
  const session = useSession();
  const signedIn = session.status === "signed-in";
  const hasShop = signedIn && session.profile.has_shop;
  const shop = useMyShopName(hasShop);
  const job = useJob(id);
  if (session.status === "signed-out") return <SignInRequired description={t("edit.signIn")} />;
  return (
    <JobsFrame title={t("edit.title")}>
      <h2 className="font-display font-semibold text-2xl">{t("edit.title")}</h2>
      <QueryState
        query={job}
        loading={<Skeleton className="h-96 rounded-2xl" />}
        errorTitle={t("edit.error")}
        empty={{ icon: SearchX, title: messageIn(JobMessages.notFound) }}
      >
        {(data) =>
          !data.is_own ? (
            <EmptyState icon={SearchX} title={messageIn(JobMessages.notFound)} />
          ) : !data.is_open ? (
            <EmptyState icon={SearchX} title={messageIn(JobMessages.closedNoEdit)} />
          ) : hasShop && shop.isPending ? (
            <Skeleton className="h-96 rounded-2xl" />
          ) : (
            <JobForm
              job={data}
              shopName={shop.data ?? null}
              businessName={signedIn ? session.profile.business_name : null}
            />
          )
        }
      </QueryState>
    </JobsFrame>
  );
}
