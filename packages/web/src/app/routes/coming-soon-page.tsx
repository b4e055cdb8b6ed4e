import { useMatches } from "react-router";
import { ComingSoon } from "@/components/ui/coming-soon";
import { type UpcomingKey, upcomingFeatures } from "./upcoming-features";

function isFeatureHandle(handle: unknown): handle is { feature: UpcomingKey } {
  return typeof handle === "object" && handle !== null && "feature" in handle;
}

/** Every route whose feature comes later renders this with the name and promise from its `handle`. */
export function Component() {
  const handle = useMatches().at(-1)?.handle;
  const feature = isFeatureHandle(handle) ? upcomingFeatures[handle.feature] : undefined;
  const name = feature?.name ?? "Coming soon";
  return (
    <>
      <title>{`${name} · Saheli`}</title>
      <ComingSoon feature={name} description={feature?.description} icon={feature?.icon} />
    </>
  );
}
