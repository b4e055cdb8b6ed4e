import type { HeaderKind } from "@saheli/core/shell-header";
import { type ComponentType, lazy, Suspense } from "react";
import { GenericHeader } from "./generic-header";
import { HeaderFrame, HeaderRow } from "./header-frame";
import { HomeHeader } from "./home-header";
import { SectionHeader } from "./section-header";

// Headers of deeper pages (menus, filters, profile dialogs) load with the first such page, not with the app.
const lazyHeader = (load: () => Promise<ComponentType>) => lazy(() => load().then((c) => ({ default: c })));
const CategoryHeader = lazyHeader(() => import("./category-header").then((m) => m.CategoryHeader));
const ProfileHeader = lazyHeader(() => import("./profile-header").then((m) => m.ProfileHeader));
const VendorHeader = lazyHeader(() => import("./vendor-header").then((m) => m.VendorHeader));

/** The header the shell rules chose. `none` leaves an empty marker so tests can tell it apart. */
export function SiteHeader({ kind }: { kind: HeaderKind | "vendor" }) {
  switch (kind) {
    case "none":
      return <header data-header="none" hidden />;
    case "home":
      return <HomeHeader />;
    case "category":
      return <Loading kind={kind} header={CategoryHeader} />;
    case "profile":
      return <Loading kind={kind} header={ProfileHeader} />;
    case "vendor":
      return <Loading kind={kind} header={VendorHeader} />;
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

/** While its code arrives, an empty bar of the same height keeps the page from jumping. */
function Loading({ kind, header: Header }: { kind: string; header: ComponentType }) {
  return (
    <Suspense
      fallback={
        <HeaderFrame kind={`${kind}-loading`}>
          <HeaderRow />
        </HeaderFrame>
      }
    >
      <Header />
    </Suspense>
  );
}
