import { JobMessages } from "@saheli/core/jobs";
import { SearchX } from "lucide-react";
import { useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useJob } from "../api/get-job";
import { useMyShopName } from "../api/my-shop";
import { JobForm } from "../components/job-form";
import { JobsFrame } from "../components/jobs-nav";

/** /jobs/posted/{id}/edit: the poster changes her open job, by the same rules as posting it. */
export function Component() {
  const { id = "" } = useParams();
  const session = useSession();
  const signedIn = session.status === "signed-in";
  const hasShop = signedIn && session.profile.has_shop;
  const shop = useMyShopName(hasShop);
  const job = useJob(id);
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to edit the jobs you posted." />;
  return (
    <JobsFrame title="Edit job">
      <h2 className="font-display font-semibold text-2xl">Edit job</h2>
      <QueryState
        query={job}
        loading={<Skeleton className="h-96 rounded-2xl" />}
        errorTitle="We couldn't load this job"
        empty={{ icon: SearchX, title: JobMessages.notFound }}
      >
        {(data) =>
          !data.is_own ? (
            <EmptyState icon={SearchX} title={JobMessages.notFound} />
          ) : !data.is_open ? (
            <EmptyState icon={SearchX} title={JobMessages.closedNoEdit} />
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
