import { lazy, Suspense } from "react";
import { useCompletion } from "../api/get-completion";
import { basicProfileSettled } from "../lib/basic-profile-storage";

const BasicProfileStep = lazy(() =>
  import("./basic-profile-step").then((m) => ({ default: m.BasicProfileStep })),
);

/**
 * Asks once whether her basic profile is complete; only when it is not does the step's form (and its form and
 * validation libraries) load.
 */
export function BasicProfileGate({ profileId }: { profileId: string }) {
  const settled = basicProfileSettled();
  const completion = useCompletion(settled ? null : profileId);
  if (settled || completion.data?.basic_complete !== false) return null;
  return (
    <Suspense fallback={null}>
      <BasicProfileStep profileId={profileId} />
    </Suspense>
  );
}
