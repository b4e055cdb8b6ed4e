import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useScrolled } from "../use-scrolled";

/** Doc 3 §9: the header gains a shadow once the page scrolls past 10 px. */
const SHADOW_AFTER_PX = 10;

type HeaderFrameProps = { kind: string; children: ReactNode; className?: string };

/** The sticky bar every product header sits in. */
export function HeaderFrame({ kind, children, className }: HeaderFrameProps) {
  const scrolled = useScrolled(SHADOW_AFTER_PX);
  return (
    <header
      data-header={kind}
      className={cn(
        "sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85",
        "pt-[env(safe-area-inset-top)] transition-shadow duration-200",
        scrolled && "shadow-raised",
        className,
      )}
    >
      {children}
    </header>
  );
}

/** The centred content row of a header. */
export function HeaderRow({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:gap-4 lg:px-8",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The page title inside a compact header; the page itself keeps the only h1. */
export function HeaderTitle({ children }: { children: ReactNode }) {
  return (
    <p className="min-w-0 flex-1 truncate font-display font-semibold text-foreground text-lg lg:text-xl">
      {children}
    </p>
  );
}
