import { isLegalSlug, type LegalSlug } from "@saheli/core/legal";
import { FileText, Mail } from "lucide-react";
import { Trans } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useLegalDocument } from "../api/get-legal-document";
import { MarkdownView } from "../components/markdown-view";
import { PolicyLinks } from "../components/policy-links";
import { useLegalT } from "../i18n";
import { formatPolicyDate } from "../lib/format";

/** /terms, /privacy, /accessibility, /shipping-returns, /prohibited-items: the version in effect. */
export function Component() {
  const { pathname } = useLocation();
  const candidate = pathname.replace(/^\/+|\/+$/g, "");
  const slug: LegalSlug = isLegalSlug(candidate) ? candidate : "terms";
  const document = useLegalDocument(slug);
  const { t } = useLegalT();
  const locale = useIntlLocale();
  const policy = t(`policyLabels.${slug}`);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <title>{t("page.title", { policy })}</title>
      <PolicyLinks />
      {document.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-64" />
        </div>
      ) : document.isError ? (
        <EmptyState
          icon={FileText}
          headingLevel="h1"
          title={t("page.loadFailed", { policy })}
          description={t("page.loadFailedHint")}
          action={<Button onClick={() => document.refetch()}>{t("page.tryAgain")}</Button>}
        />
      ) : (
        <article className="grid gap-6">
          <header className="grid gap-2 border-border border-b pb-5">
            <h1 className="font-display font-semibold text-3xl text-foreground sm:text-4xl">
              {document.data.title}
            </h1>
            <p className="text-muted-foreground text-sm">
              <Trans
                t={t}
                i18nKey="page.version"
                values={{
                  version: document.data.version,
                  date: formatPolicyDate(document.data.effective_at, locale),
                }}
                components={{ time: <time dateTime={document.data.effective_at} /> }}
              />
            </p>
          </header>
          <MarkdownView source={document.data.body} />
          <aside
            aria-labelledby="grievance-title"
            className="grid gap-2 rounded-2xl bg-primary-soft p-5 ring-1 ring-primary/20"
          >
            <h2 id="grievance-title" className="font-display font-semibold text-foreground text-lg">
              {t("page.grievanceTitle")}
            </h2>
            <p className="text-foreground/90 text-sm">
              {t("page.grievanceBody", { name: document.data.grievance_officer.name })}
            </p>
            <a
              href={`mailto:${document.data.grievance_officer.email}`}
              className="inline-flex items-center gap-2 font-medium text-primary text-sm underline underline-offset-2"
            >
              <Mail aria-hidden className="size-4" />
              {document.data.grievance_officer.email}
            </a>
          </aside>
        </article>
      )}
    </div>
  );
}
