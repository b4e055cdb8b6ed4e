import { ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useHomeT } from "../i18n";

type HomeSectionProps = {
  title: string;
  subtitle: string;
  seeAll?: { href: string; label: string };
  children: ReactNode;
};

/** A titled band of the home page with an optional "see all" link. */
export function HomeSection({ title, subtitle, seeAll, children }: HomeSectionProps) {
  const headingId = useId();
  const { t } = useHomeT();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10"
    >
      <div className="mb-5 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display font-semibold text-2xl text-foreground tracking-tight">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{subtitle}</p>
        </div>
        {seeAll && (
          <Link
            to={seeAll.href}
            aria-label={seeAll.label}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 font-medium text-primary text-sm hover:bg-primary-soft"
          >
            {t("sections.seeAll")} <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
