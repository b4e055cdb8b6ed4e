import { ArrowLeft, Compass, Search, Store, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useGoBack } from "../use-go-back";

const SUGGESTIONS = [
  { to: "/commerce", key: "marketplace", icon: Store },
  { to: "/shops", key: "shops", icon: Search },
  { to: "/community", key: "community", icon: Users },
] as const;

/** The catch-all route, inside the default layout so the header and navigation stay. */
export function Component() {
  const goBack = useGoBack();
  const { t } = useTranslation();
  return (
    <>
      <title>{t("notFound.title")}</title>
      <section
        aria-labelledby="not-found-title"
        className="mx-auto flex w-full max-w-xl flex-col items-center px-6 py-16 text-center lg:py-24"
      >
        <span className="mb-6 flex size-20 items-center justify-center rounded-3xl bg-accent-soft text-accent-foreground">
          <Compass aria-hidden className="size-10" strokeWidth={1.5} />
        </span>
        <p className="font-semibold text-primary text-xs uppercase tracking-[0.16em]">
          {t("notFound.eyebrow")}
        </p>
        <h1
          id="not-found-title"
          className="mt-2 font-display font-semibold text-3xl text-foreground lg:text-4xl"
        >
          {t("notFound.heading")}
        </h1>
        <p className="mt-3 text-muted-foreground">{t("notFound.body")}</p>
        <div className="mt-8 flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">{t("notFound.home")}</Link>
          </Button>
          <Button size="lg" variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden /> {t("notFound.back")}
          </Button>
        </div>
        <ul className="mt-10 grid w-full gap-2 text-left sm:grid-cols-3">
          {SUGGESTIONS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-2xl bg-card p-4 font-medium text-foreground text-sm shadow-card ring-1 ring-border transition-shadow hover:shadow-raised sm:flex-col sm:text-center"
              >
                <Icon aria-hidden className="size-5 text-primary" />
                {t(`notFound.suggestions.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
