import { Skeleton } from "@/components/ui/skeleton";

/** Cards still on their way. */
export function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-36 rounded-2xl" />
      ))}
    </div>
  );
}
