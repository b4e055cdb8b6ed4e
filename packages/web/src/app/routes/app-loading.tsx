import { SaheliMark } from "@/components/brand";

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
