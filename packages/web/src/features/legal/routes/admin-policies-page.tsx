import { LEGAL_SLUGS, type LegalSlug, legalPath } from "@saheli/core/legal";
import { ArrowLeft, FileText, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useLegalDocument } from "../api/get-legal-document";
import { NewsletterIssueForm } from "../components/newsletter-issue-form";
import { POLICY_LABELS } from "../components/policy-links";
import { PublishPolicyForm } from "../components/publish-policy-form";
import { formatPolicyDate } from "../lib/format";

/** /admin/policies: publish a new version of a policy, and send the newsletter to confirmed subscribers. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description="Sign in with an admin account to manage policies." />;
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <title>Policies and newsletter · Saheli admin</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Saheli
        </Link>
      </Button>
      {session.profile.role === "A" ? (
        <>
          <Policies />
          <section aria-labelledby="newsletter-title" className="grid gap-4">
            <h2 id="newsletter-title" className="font-display font-semibold text-2xl text-foreground">
              Newsletter
            </h2>
            <NewsletterIssueForm />
          </section>
        </>
      ) : (
        <EmptyState
          icon={ShieldAlert}
          headingLevel="h1"
          title="This page is for admins"
          description="Only admins can publish policies or send the newsletter."
        />
      )}
    </div>
  );
}

function Policies() {
  const [slug, setSlug] = useState<LegalSlug>("terms");
  const current = useLegalDocument(slug);
  return (
    <section aria-labelledby="policies-title" className="grid gap-4">
      <h1 id="policies-title" className="font-display font-semibold text-3xl text-foreground">
        Policies
      </h1>
      <div role="tablist" aria-label="Policy" className="flex flex-wrap gap-2">
        {LEGAL_SLUGS.map((item) => (
          <Button
            key={item}
            role="tab"
            aria-selected={item === slug}
            variant={item === slug ? "primary" : "outline"}
            size="sm"
            onClick={() => setSlug(item)}
          >
            {POLICY_LABELS[item]}
          </Button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={POLICY_LABELS[slug]}
        className="grid gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
      >
        {current.isPending ? (
          <Skeleton className="h-80" />
        ) : current.isError ? (
          <EmptyState
            icon={FileText}
            title="Couldn't load this policy"
            action={<Button onClick={() => current.refetch()}>Try again</Button>}
          />
        ) : (
          <>
            <p className="text-muted-foreground text-sm">
              In effect: version {current.data.version}, from {formatPolicyDate(current.data.effective_at)}.{" "}
              <Link to={legalPath(slug)} className="text-primary underline underline-offset-2">
                View the page
              </Link>
            </p>
            <PublishPolicyForm key={`${slug}-${current.data.version}`} slug={slug} current={current.data} />
          </>
        )}
      </div>
    </section>
  );
}
