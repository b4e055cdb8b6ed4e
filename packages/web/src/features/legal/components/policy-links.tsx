import { LEGAL_SLUGS, legalPath } from "@saheli/core/legal";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { useLegalT } from "../i18n";

/** The other policies, beside the one she is reading. */
export function PolicyLinks() {
  const { t } = useLegalT();
  return (
    <nav aria-label={t("links.nav")} className="flex flex-wrap gap-2">
      {LEGAL_SLUGS.map((slug) => (
        <NavLink
          key={slug}
          to={legalPath(slug)}
          className={({ isActive }) =>
            cn(
              "rounded-full px-3 py-1.5 text-sm ring-1 ring-border transition-colors",
              isActive ? "bg-primary text-primary-foreground ring-primary" : "bg-card hover:bg-muted",
            )
          }
        >
          {t(`policyLabels.${slug}`)}
        </NavLink>
      ))}
      <NavLink
        to="/settings/privacy/data-usage"
        className="rounded-full bg-card px-3 py-1.5 text-sm ring-1 ring-border transition-colors hover:bg-muted"
      >
        {t("links.cookies")}
      </NavLink>
    </nav>
  );
}
