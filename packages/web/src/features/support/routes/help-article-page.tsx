import { ArrowLeft, LifeBuoy } from "lucide-react";
import { Link, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useHelpArticle } from "../api/help";
import { Markdown } from "../components/markdown";
import { useSupportT } from "../i18n";
import { openSupportTicket } from "../lib/open-ticket";

/** /support/kb/{id}: one help article, its published version. */
export function Component() {
  const { t } = useSupportT();
  const locale = useIntlLocale();
  const { id = "" } = useParams();
  const article = useHelpArticle(id);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/support">
          <ArrowLeft aria-hidden /> {t("back.centre")}
        </Link>
      </Button>
      <QueryState
        query={article}
        errorTitle={t("article.error")}
        errorHeadingLevel="h1"
        loading={
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-32" />
          </div>
        }
      >
        {(data) => (
          <>
            <article className="grid min-w-0 gap-4">
              <title>{t("article.title", { title: data.title })}</title>
              <p className="font-medium text-primary text-sm">{data.category}</p>
              <h1 className="font-display font-semibold text-3xl text-foreground">{data.title}</h1>
              <Markdown source={data.content} />
              <p className="text-muted-foreground text-xs">
                {t("article.updated", {
                  date: new Date(data.updated_at).toLocaleDateString(locale, { dateStyle: "medium" }),
                })}
              </p>
            </article>
            {data.related.length > 0 && (
              <section aria-labelledby="related-title" className="grid gap-2 border-border border-t pt-5">
                <h2 id="related-title" className="font-semibold">
                  {t("article.more", { category: data.category.toLowerCase() })}
                </h2>
                <ul className="grid gap-1.5 text-sm">
                  {data.related.map((r) => (
                    <li key={r.id}>
                      <Link to={`/support/kb/${r.id}`} className="text-primary hover:underline">
                        {r.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-muted/60 p-4">
              <LifeBuoy aria-hidden className="size-5 text-primary" />
              <p className="flex-1 text-sm">{t("article.notAnswered")}</p>
              <Button variant="outline" onClick={() => openSupportTicket()}>
                {t("talk")}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
