import { Spinner } from "@/components/ui/spinner";
import { SaheliMark } from "../brand";

/** A centred spinner with 'Loading...' (doc 2 route guard) for pages still on their way. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner size="lg" label={null} className="text-primary" />
      <p role="status" className="text-sm">
        Loading...
      </p>
    </div>
  );
}

/** Shown once, while the first route's code downloads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <SaheliMark className="size-12 motion-safe:animate-shimmer" />
      <p role="status" className="sr-only">
        Loading Saheli
      </p>
    </div>
  );
}
