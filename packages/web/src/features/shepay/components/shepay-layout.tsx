import { Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { useShepayT } from "../i18n";

const PAGES = [
  { to: "/shepay/wallet", label: "wallet" },
  { to: "/shepay/history", label: "history" },
  { to: "/shepay/settings", label: "settings" },
] as const;

type Props = { title: string; description?: ReactNode; children: ReactNode; action?: ReactNode };

/** SHEPay's own chrome (the shell draws no header under /shepay): the title, and Wallet · History · Settings. */
export function ShepayLayout({ title, description, children, action }: Props) {
  const { t } = useShepayT();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t("layout.title", { title })}</title>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Wallet aria-hidden className="size-5" />
            </span>
            <div>
              <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">SHEPay</p>
              <h1 className="font-display font-semibold text-2xl leading-tight">{title}</h1>
            </div>
          </div>
          {action}
        </div>
        {description && <p className="max-w-2xl text-muted-foreground text-sm">{description}</p>}
        <nav aria-label="SHEPay" className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1 sm:w-fit">
          {PAGES.map((page) => (
            <NavLink
              key={page.to}
              to={page.to}
              className={({ isActive }) =>
                cn(
                  "flex-1 whitespace-nowrap rounded-full px-4 py-1.5 text-center font-medium text-sm transition-colors sm:flex-none",
                  "focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2",
                  isActive
                    ? "bg-card text-foreground shadow-card"
                    : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {t(`layout.nav.${page.label}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      {children}
    </div>
  );
}
