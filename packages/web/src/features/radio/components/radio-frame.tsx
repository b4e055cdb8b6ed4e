import { ExternalLink, Radio } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { useLive } from "../api/radio";
import { useRadioT } from "../i18n";

const TABS = [
  { to: "/radio/live", label: "live" },
  { to: "/radio/shows", label: "shows" },
  { to: "/radio/favorites", label: "favourites" },
] as const;

/** Every radio page: the title, Live / Shows / Favourites, and the external station's site when there is one. */
export function RadioFrame({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useRadioT();
  const live = useLive();
  const site = live.data?.station_site_url;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 lg:py-8">
      <title>{t("frame.title", { title })}</title>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 font-display font-semibold text-2xl text-foreground">
          <Radio aria-hidden className="size-6 text-primary" /> {t("frame.heading")}
        </h1>
        {actions}
      </header>
      <nav aria-label={t("frame.nav")} className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 pb-1">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                "shrink-0 rounded-full px-4 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ring",
                isActive
                  ? "bg-primary text-primary-foreground"
                  : "bg-card text-muted-foreground ring-1 ring-border hover:bg-muted",
              )
            }
          >
            {t(`frame.tabs.${tab.label}`)}
          </NavLink>
        ))}
        {site && (
          <a
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            className="flex shrink-0 items-center gap-1 rounded-full px-3 py-1.5 font-medium text-primary text-sm hover:underline"
          >
            {t("frame.website")} <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">{t("frame.newTab")}</span>
          </a>
        )}
      </nav>
      {children}
    </div>
  );
}
