import type { HelpCentre } from "@saheli/core/contracts/support";
import { BookOpen, LifeBuoy, TrendingUp } from "lucide-react";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import { useHelpCentre } from "../api/help";
import { ContactOptions } from "../components/contact-options";
import { HelpSearch } from "../components/help-search";
import { useSupportT } from "../i18n";

const VARIANTS = ["customer", "vendor"] as const;

/** /support (and /support?user_type=vendor): the help centre. */
export function Component() {
  const { t } = useSupportT();
  const [params, setParams] = useSearchParams();
  const userType = params.get("user_type") === "vendor" ? "vendor" : "customer";
  const centre = useHelpCentre(userType);
  const session = useSession();
  const onQuery = useCallback(
    (q: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (q) next.set("q", q);
          else next.delete("q");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const searching = Boolean(params.get("q"));

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <title>{userType === "vendor" ? t("centre.titleVendor") : t("centre.title")}</title>
      <header className="grid gap-4 rounded-3xl bg-primary-soft p-5 sm:p-8">
        <div className="flex items-center gap-2 font-medium text-primary text-sm">
          <LifeBuoy aria-hidden className="size-4" /> {t("centre.brand")}
        </div>
        <h1 className="font-display font-semibold text-3xl text-foreground sm:text-4xl">
          {userType === "vendor" ? t("centre.headingVendor") : t("centre.heading")}
        </h1>
        <nav aria-label={t("centre.variantsLabel")} className="flex flex-wrap gap-2">
          {VARIANTS.map((v) => (
            <Link
              key={v}
              to={v === "vendor" ? "/support?user_type=vendor" : "/support"}
              aria-current={v === userType ? "page" : undefined}
              className={cn(
                "rounded-full px-3 py-1.5 font-medium text-sm ring-1 ring-border ring-inset",
                v === userType
                  ? "bg-primary text-primary-foreground ring-primary"
                  : "bg-card text-foreground",
              )}
            >
              {t(`centre.variants.${v}`)}
            </Link>
          ))}
        </nav>
        <HelpSearch initial={params.get("q") ?? ""} onQuery={onQuery} />
      </header>
      <QueryState query={centre} loading={<CentreSkeleton />} errorTitle={t("centre.error")}>
        {(data) => (
          <>
            {!searching && <Articles data={data} />}
            <ContactOptions contact={data.contact} signedIn={session.status === "signed-in"} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Articles({ data }: { data: HelpCentre }) {
  const { t } = useSupportT();
  return (
    <>
      <section aria-labelledby="popular-title" className="grid gap-3">
        <h2 id="popular-title" className="flex items-center gap-2 font-display font-semibold text-xl">
          <TrendingUp aria-hidden className="size-5 text-primary" /> {t("centre.popular")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.popular.map((a) => (
            <li key={a.id}>
              <Link
                to={`/support/kb/${a.id}`}
                className="flex h-full items-start gap-3 rounded-xl border border-border bg-card p-3 hover:border-primary"
              >
                <BookOpen aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{a.title}</span>
                  <span className="text-muted-foreground text-xs">{a.category}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="categories-title" className="grid gap-3">
        <h2 id="categories-title" className="font-display font-semibold text-xl">
          {t("centre.browse")}
        </h2>
        <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {data.categories.map((c) => (
            <section
              key={c.name}
              aria-label={c.name}
              className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4"
            >
              <h3 className="font-semibold">{c.name}</h3>
              <ul className="grid gap-1.5 text-sm">
                {c.articles.map((a) => (
                  <li key={a.id}>
                    <Link to={`/support/kb/${a.id}`} className="text-primary hover:underline">
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}

function CentreSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-2 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    </div>
  );
}
