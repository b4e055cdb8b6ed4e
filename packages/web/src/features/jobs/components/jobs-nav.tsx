import { ArrowLeft, Briefcase } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useJobsT } from "../i18n";

const TABS = [
  { to: "/jobs", label: "find", end: true },
  { to: "/jobs/saved", label: "saved" },
  { to: "/jobs/applied", label: "applied" },
  { to: "/jobs/posted", label: "posted" },
] as const;

/**
 * On /community/jobs the community draws its own chrome (no product header, doc 3 §2.1): a back link, the title
 * and Post Job. Under /jobs the shell's Jobs header already shows them.
 */
export function CommunityJobsHeader() {
  const { t } = useJobsT();
  const { pathname } = useLocation();
  if (!pathname.startsWith("/community")) return null;
  return (
    <header className="flex items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" aria-label={t("nav.backToCommunity")}>
          <Link to="/community">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="font-display font-semibold text-2xl text-foreground">{t("nav.heading")}</h1>
      </div>
      <Button asChild size="sm" variant="secondary">
        <Link to="/jobs/create">
          <Briefcase aria-hidden /> {t("nav.postJob")}
        </Link>
      </Button>
    </header>
  );
}

/** Find jobs, and hers: saved, applied to, posted. */
export function JobsNav() {
  const { t } = useJobsT();
  return (
    <nav aria-label={t("nav.label")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={"end" in tab}
          className={({ isActive }) =>
            cn(
              "shrink-0 rounded-full px-4 py-1.5 font-medium text-sm",
              isActive
                ? "bg-primary text-primary-foreground"
                : "bg-card text-muted-foreground ring-1 ring-border hover:bg-muted",
            )
          }
        >
          {t(`nav.${tab.label}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The width and spacing every jobs page shares. */
export function JobsFrame({ children, title }: { children: React.ReactNode; title: string }) {
  const { t } = useJobsT();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 lg:py-8">
      <title>{t("frame.title", { title })}</title>
      {children}
    </div>
  );
}
