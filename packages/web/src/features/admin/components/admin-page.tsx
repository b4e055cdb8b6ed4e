import type { ReactNode } from "react";
import { useAdminT } from "../i18n";

/** A dashboard page's heading, its tools, then the page. */
export function AdminPage({
  title,
  description,
  tools,
  children,
}: {
  title: string;
  description?: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <title>{t("pageTitle", { title })}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">{title}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {tools}
      </div>
      {children}
    </div>
  );
}
