import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** Cards in the shape of a list while it loads, announced once. */
export function ListSkeleton({
  label,
  rows,
  className,
  grid,
}: {
  label: string;
  rows: number;
  className: string;
  grid?: string;
}) {
  return (
    <div aria-busy="true" className={cn("grid gap-3", grid)}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}
