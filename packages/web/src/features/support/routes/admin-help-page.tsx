import { ArrowLeft, FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAdminArticles } from "../api/admin-articles";
import { AdminGate } from "../components/admin-gate";
import { useSupportT } from "../i18n";

/** /admin/help: every help article with its version, to edit (admins only). */
export function Component() {
  return (
    <AdminGate what="edit">
      <Articles />
    </AdminGate>
  );
}

function Articles() {
  const { t } = useSupportT();
  const locale = useIntlLocale();
  const articles = useAdminArticles(true);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("admin.help.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/admin/support">
          <ArrowLeft aria-hidden /> {t("admin.ticket.back")}
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">{t("admin.help.heading")}</h1>
          <p className="text-muted-foreground text-sm">{t("admin.help.intro")}</p>
        </div>
        <Button asChild>
          <Link to="/admin/help/new">
            <FilePlus2 aria-hidden /> {t("admin.help.newArticle")}
          </Link>
        </Button>
      </div>
      <QueryState
        query={articles}
        errorTitle={t("admin.help.error")}
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        }
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.articles.map((a) => (
              <li key={a.id}>
                <Link
                  to={`/admin/help/${a.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-card p-3 hover:border-primary"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate font-medium">{a.title}</span>
                    <span className="text-muted-foreground text-xs">
                      {a.category} · /support/kb/{a.id}
                    </span>
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {t("admin.help.version", { version: a.version })} ·{" "}
                    {t("admin.help.reads", { count: a.view_count })}
                    {a.edited_at &&
                      ` · ${t("admin.help.edited", { date: new Date(a.edited_at).toLocaleDateString(locale, { dateStyle: "medium" }) })}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
