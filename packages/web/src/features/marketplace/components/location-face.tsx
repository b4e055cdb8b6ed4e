import { MapPin } from "lucide-react";
import { useMarketplaceShellT } from "../i18n/shell";
import type { ChosenLocation } from "../lib/chosen-location";

export const LOCATION_TRIGGER =
  "inline-flex h-12 shrink-0 items-center gap-2 rounded-xl px-2 text-left transition-colors hover:bg-muted data-[state=open]:bg-muted";

/** What the delivery-location button shows: where she is delivering to, or India. */
export function LocationFace({ chosen }: { chosen: ChosenLocation | null | undefined }) {
  const { t } = useMarketplaceShellT();
  return (
    <>
      <MapPin aria-hidden className="size-5 text-primary" />
      <span className="flex flex-col leading-tight">
        <span className="text-muted-foreground text-xs">{t("location.face.deliverTo")}</span>
        <span className="max-w-40 truncate font-semibold text-foreground text-sm">
          {chosen
            ? [chosen.city ?? chosen.name, chosen.pincode].filter(Boolean).join(" ")
            : t("location.face.india")}
        </span>
      </span>
    </>
  );
}
