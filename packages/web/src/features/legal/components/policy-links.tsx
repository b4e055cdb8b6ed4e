import { LEGAL_SLUGS, type LegalSlug, legalPath } from "@saheli/core/legal";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

export const POLICY_LABELS: Record<LegalSlug, string> = {
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  accessibility: "Accessibility",
  "shipping-returns": "Shipping and Returns",
  "prohibited-items": "Prohibited Items",
};

/** The other policies, beside the one she is reading. */
export function PolicyLinks() {
  return (
    <nav aria-label="Policies" className="flex flex-wrap gap-2">
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
          {POLICY_LABELS[slug]}
        </NavLink>
      ))}
      <NavLink
        to="/settings/privacy/data-usage"
        className="rounded-full bg-card px-3 py-1.5 text-sm ring-1 ring-border transition-colors hover:bg-muted"
      >
        Cookie settings
      </NavLink>
    </nav>
  );
}
