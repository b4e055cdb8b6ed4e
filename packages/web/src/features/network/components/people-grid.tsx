import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One column on phones, two on tablets, three from the large breakpoint. */
export function PeopleGrid({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {children}
    </ul>
  );
}
