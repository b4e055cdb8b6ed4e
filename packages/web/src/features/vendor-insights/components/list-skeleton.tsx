import { Skeleton } from "@/components/ui/skeleton";

/** Cards in the shape of a list while it loads, announced once. */
export function ListSkeleton({ label, rows, className }: { label: string; rows: number; className: string }) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}
