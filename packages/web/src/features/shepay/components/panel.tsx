import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Props = { title: string; id: string; children: ReactNode; className?: string; action?: ReactNode };

/** A titled card section; the heading names the region. */
export function Panel({ title, id, children, className, action }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={cn("grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display font-semibold text-lg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
