import type { CoworkingSpace } from "@saheli/core/contracts/coworking";
import { MapPin } from "lucide-react";
import { ListingCard } from "@/components/commerce/listing-card";
import { Badge } from "@/components/ui/badge";
import { useCoworkingT } from "../i18n";

/** A space as a listing card (to its service page, where Book Now books a pass), with where it is and its perks. */
export function SpaceCard({ space, eager = false }: { space: CoworkingSpace; eager?: boolean }) {
  const { t } = useCoworkingT();
  return (
    <li className="flex flex-col gap-2">
      <ListingCard listing={space} heading="h2" eager={eager} />
      <p className="flex items-start gap-1 text-muted-foreground text-xs">
        <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {space.address}, {space.city}
        </span>
      </p>
      <div className="flex flex-wrap gap-1">
        <Badge variant="muted">{t(`pass.${space.pass_type}`)}</Badge>
        {space.amenities.map((amenity) => (
          <Badge key={amenity} variant="outline">
            {amenity}
          </Badge>
        ))}
      </div>
    </li>
  );
}
