import type { ReactNode } from "react";
import { useVendorInsightsT } from "../i18n";

/** The frame of her insight pages: a heading with its tools beside it, then the page. */
export function PageFrame({
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
  const { t } = useVendorInsightsT();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl grid-cols-1 gap-5 px-4 py-6 sm:px-6 lg:py-8">
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
