import type { AdminArticle } from "@saheli/core/contracts/support";
import { ArrowLeft, ExternalLink, History } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAdminArticle, usePublishArticle } from "../api/admin-articles";
import { AdminGate } from "../components/admin-gate";
import { type ArticleDraft, ArticleEditor } from "../components/article-editor";
import { Markdown } from "../components/markdown";
import { useSupportT } from "../i18n";

/** /admin/help/{id}: edit a help article, publish a new version, see and restore earlier ones (admins only). */
export function Component() {
  return (
    <AdminGate what="edit">
      <ArticleView />
    </AdminGate>
  );
}

function ArticleView() {
  const { t } = useSupportT();
  const { id = "" } = useParams();
  const article = useAdminArticle(id, true);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/admin/help">
          <ArrowLeft aria-hidden /> {t("admin.help.heading")}
        </Link>
      </Button>
      <QueryState
        query={article}
        errorTitle={t("admin.article.error")}
        errorHeadingLevel="h1"
        loading={<Skeleton className="h-96" />}
      >
        {(data) => (
          <Editor key={`${data.id}:${data.version}`} article={data} refetch={() => article.refetch()} />
        )}
      </QueryState>
    </div>
  );
}

function Editor({ article, refetch }: { article: AdminArticle; refetch: () => unknown }) {
  const { t } = useSupportT();
  const locale = useIntlLocale();
  const [draft, setDraft] = useState<ArticleDraft>({
    title: article.title,
    category: article.category,
    content: article.content,
    note: "",
  });
  const publish = usePublishArticle(article.id);
  const stale = isApiError(publish.error) && publish.error.status === 409;
  return (
    <>
      <title>{t("admin.article.title", { title: article.title })}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">{t("admin.article.heading")}</h1>
          <p className="text-muted-foreground text-sm">
            {t("admin.article.published", { version: article.version, count: article.view_count })}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={`/support/kb/${article.id}`} target="_blank">
            <ExternalLink aria-hidden /> {t("admin.article.view")}
          </Link>
        </Button>
      </div>
      <ArticleEditor
        draft={draft}
        onChange={setDraft}
        pending={publish.isPending}
        submitLabel={t("admin.article.publish", { version: article.version + 1 })}
        onSubmit={() =>
          publish.mutate(
            { ...draft, base_version: article.version },
            {
              onSuccess: (next) =>
                toast.success(t("admin.article.publishedToast", { version: next.version })),
            },
          )
        }
        error={
          publish.error && (
            <span className="flex flex-wrap items-center gap-2">
              {errorMessage(publish.error)}
              {stale && (
                <Button type="button" size="sm" variant="outline" onClick={() => refetch()}>
                  {t("admin.article.reload")}
                </Button>
              )}
            </span>
          )
        }
      />
      <section aria-labelledby="history-title" className="grid gap-3 border-border border-t pt-5">
        <h2 id="history-title" className="flex items-center gap-2 font-semibold text-lg">
          <History aria-hidden className="size-5 text-primary" /> {t("admin.article.history")}
        </h2>
        <ol className="grid gap-2">
          {article.versions.map((v) => (
            <li key={v.version} className="rounded-xl border border-border bg-card p-3">
              <details>
                <summary className="cursor-pointer text-sm">
                  <span className="font-medium">{t("admin.article.version", { version: v.version })}</span>
                  {v.version === article.version && t("admin.article.current")} ·{" "}
                  {new Date(v.created_at).toLocaleString(locale, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })}{" "}
                  ·{" "}
                  {v.edited_by
                    ? (v.edited_by.full_name ?? t("admin.article.anAdmin"))
                    : t("admin.article.saheli")}
                  {v.note && ` · ${v.note}`}
                </summary>
                <div className="mt-3 grid gap-3">
                  <p className="font-semibold">{v.title}</p>
                  <Markdown source={v.content} />
                  {v.version !== article.version && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="justify-self-start"
                      onClick={() => {
                        setDraft({
                          title: v.title,
                          category: v.category,
                          content: v.content,
                          note: t("admin.article.backTo", { version: v.version }),
                        });
                        window.scrollTo({ top: 0, behavior: "smooth" });
                      }}
                    >
                      {t("admin.article.load")}
                    </Button>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
