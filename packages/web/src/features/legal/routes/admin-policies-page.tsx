import { LEGAL_SLUGS, type LegalSlug, legalPath } from "@saheli/core/legal";
import { ArrowLeft, FileText, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useLegalDocument } from "../api/get-legal-document";
import { NewsletterIssueForm } from "../components/newsletter-issue-form";
import { PublishPolicyForm } from "../components/publish-policy-form";
import { useLegalT } from "../i18n";
import { formatPolicyDate } from "../lib/format";

/** /admin/policies: publish a new version of a policy, and send the newsletter to confirmed subscribers. */
export function Component() {
  const session = useSession();
  const { t } = useLegalT();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("admin.signIn")} />;
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <title>{t("admin.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> {t("admin.back")}
        </Link>
      </Button>
      {session.profile.role === "A" ? (
        <>
          <Policies />
          <section aria-labelledby="newsletter-title" className="grid gap-4">
            <h2 id="newsletter-title" className="font-display font-semibold text-2xl text-foreground">
              {t("admin.newsletter")}
            </h2>
            <NewsletterIssueForm />
          </section>
        </>
      ) : (
        <EmptyState
          icon={ShieldAlert}
          headingLevel="h1"
          title={t("admin.adminsOnly")}
          description={t("admin.adminsOnlyBody")}
        />
      )}
    </div>
  );
}

function Policies() {
  const [slug, setSlug] = useState<LegalSlug>("terms");
  const current = useLegalDocument(slug);
  const { t } = useLegalT();
  const locale = useIntlLocale();
  return (
    <section aria-labelledby="policies-title" className="grid gap-4">
      <h1 id="policies-title" className="font-display font-semibold text-3xl text-foreground">
        {t("admin.policies")}
      </h1>
      <div role="tablist" aria-label={t("admin.policyTabs")} className="flex flex-wrap gap-2">
        {LEGAL_SLUGS.map((item) => (
          <Button
            key={item}
            role="tab"
            aria-selected={item === slug}
            variant={item === slug ? "primary" : "outline"}
            size="sm"
            onClick={() => setSlug(item)}
          >
            {t(`policyLabels.${item}`)}
          </Button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={t(`policyLabels.${slug}`)}
        className="grid gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
      >
        {current.isPending ? (
          <Skeleton className="h-80" />
        ) : current.isError ? (
          <EmptyState
            icon={FileText}
            title={t("admin.loadFailed")}
            action={<Button onClick={() => current.refetch()}>{t("admin.tryAgain")}</Button>}
          />
        ) : (
          <>
            <p className="text-muted-foreground text-sm">
              {t("admin.inEffect", {
                version: current.data.version,
                date: formatPolicyDate(current.data.effective_at, locale),
              })}{" "}
              <Link to={legalPath(slug)} className="text-primary underline underline-offset-2">
                {t("admin.viewPage")}
              </Link>
            </p>
            <PublishPolicyForm key={`${slug}-${current.data.version}`} slug={slug} current={current.data} />
          </>
        )}
      </div>
    </section>
  );
}
