import { shellHeaderForPath } from "@saheli/core/shell-layout";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "@/lib/cn";

type PageIntroProps = {
  title: string;
  description: string;
  /** E.g. the Find People button; left out when the site header already offers it. */
  action?: ReactNode;
  /** Show the heading even under a product header (Find People's header says My Network). */
  visible?: boolean;
};

/**
 * The page's h1. Under /my-network and /network the site header already shows the title and Find People
 * (doc 3 §2.1), so the heading is for screen readers only; /community/network has no product header, so
 * the page shows its own.
 */
export function PageIntro({ title, description, action, visible = false }: PageIntroProps) {
  const { pathname } = useLocation();
  const headerShown = shellHeaderForPath(pathname) !== "none";
  const hidden = headerShown && !visible;
  return (
    <header
      className={cn(
        hidden ? "sr-only" : "flex flex-wrap items-end justify-between gap-4 border-border border-b pb-5",
      )}
    >
      <div className="min-w-0">
        <h1 className="font-display font-semibold text-3xl text-foreground">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {!headerShown && action}
    </header>
  );
}
