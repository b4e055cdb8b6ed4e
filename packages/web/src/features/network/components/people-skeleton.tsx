import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { PeopleGrid } from "./people-grid";

const SLOTS = Array.from({ length: 12 }, (_, slot) => `person-${slot}`);

/** Card-shaped placeholders, so the list doesn't jump when people arrive. */
export function PeopleSkeleton({
  count = 6,
  label,
  className,
}: {
  count?: number;
  label: string;
  className?: string;
}) {
  return (
    <div aria-busy="true" className={cn(className)}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <PeopleGrid>
        {SLOTS.slice(0, count).map((slot) => (
          <li key={slot} className="flex gap-3 rounded-2xl bg-card p-4 ring-1 ring-border">
            <Skeleton className="size-14 shrink-0 rounded-full" />
            <div className="grid flex-1 content-start gap-2 pt-1">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-11/12" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="mt-2 h-8 w-24 rounded-full" />
            </div>
          </li>
        ))}
      </PeopleGrid>
    </div>
  );
}
