import type { HeaderKind } from "@saheli/core/shell-header";
import { CategoryHeader } from "./category-header";
import { GenericHeader } from "./generic-header";
import { HomeHeader } from "./home-header";
import { ProfileHeader } from "./profile-header";
import { SectionHeader } from "./section-header";
import { VendorHeader } from "./vendor-header";

/** The header the shell rules chose. `none` leaves an empty marker so tests can tell it apart. */
export function SiteHeader({ kind }: { kind: HeaderKind | "vendor" }) {
  switch (kind) {
    case "none":
      return <header data-header="none" hidden />;
    case "home":
      return <HomeHeader />;
    case "category":
      return <CategoryHeader />;
    case "profile":
      return <ProfileHeader />;
    case "vendor":
      return <VendorHeader />;
    case "my-network":
    case "saved":
    case "notifications":
    case "settings":
    case "jobs":
      return <SectionHeader kind={kind} />;
    case "generic":
    case "generic-back":
      return <GenericHeader />;
  }
}
