import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Props = { title: string; id: string; children: ReactNode; className?: string };

/** A titled card of the order page; its heading names the region. */
export function Panel({ title, id, children, className }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "grid content-start gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5",
        className,
      )}
    >
      <h2 id={id} className="font-display font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
