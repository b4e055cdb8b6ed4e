import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Usually a Button (or `<Button asChild><Link/></Button>`) that gets the person going. */
  action?: ReactNode;
  /** Heading level so the state fits the page outline; h2 unless told otherwise. */
  headingLevel?: "h1" | "h2" | "h3";
  className?: string;
};

/** What a list or page shows when there is nothing in it yet, or when loading failed. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel: Heading = "h2",
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        "mx-auto flex w-full max-w-md flex-col items-center gap-3 px-6 py-10 text-center",
        className,
      )}
    >
      {Icon && (
        <span className="mb-1 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden className="size-7" strokeWidth={1.75} />
        </span>
      )}
      <Heading className="font-display font-semibold text-foreground text-lg">{title}</Heading>
      {description && <p className="text-muted-foreground text-sm">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}
