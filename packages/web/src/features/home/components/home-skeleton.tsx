import { Skeleton } from "@/components/ui/skeleton";
import { useHomeT } from "../i18n";

/** Fixed placeholder slots; they never reorder, so their names can serve as keys. */
const slots = (count: number, name: string) => Array.from({ length: count }, (_, slot) => `${name}-${slot}`);
const CATEGORY_SLOTS = slots(6, "category");
const LISTING_SLOTS = slots(8, "listing");

function SectionTitleSkeleton() {
  return (
    <div className="mb-5 grid gap-2">
      <Skeleton className="h-7 w-52" />
      <Skeleton className="h-4 w-72 max-w-full" />
    </div>
  );
}

/** The home page's shape while its data loads, so nothing jumps when it arrives. */
export function HomeSkeleton() {
  const { t } = useHomeT();
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        {t("page.loading")}
      </p>
      <div className="py-8 lg:py-10">
        <SectionTitleSkeleton />
        <div className="flex gap-4 overflow-hidden sm:grid sm:grid-cols-4 sm:gap-y-6 lg:grid-cols-6">
          {CATEGORY_SLOTS.map((slot) => (
            <div key={slot} className="grid w-24 shrink-0 justify-items-center gap-2 sm:w-auto">
              <Skeleton className="mx-auto aspect-square w-full max-w-32 rounded-full" />
              <Skeleton className="h-4 w-16" />
            </div>
          ))}
        </div>
      </div>
      <div className="py-8 lg:py-10">
        <SectionTitleSkeleton />
        <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {LISTING_SLOTS.map((slot) => (
            <div key={slot} className="grid gap-2">
              <Skeleton className="aspect-square w-full rounded-2xl" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-2/3" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
