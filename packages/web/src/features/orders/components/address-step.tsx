import type { DeliveryLocation } from "@saheli/core/contracts/locations";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useOrdersT } from "../i18n";
import { AddressForm } from "./address-form";

type Props = {
  locations: DeliveryLocation[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  fullName: string;
};

function oneLine(location: DeliveryLocation): string {
  return [
    location.address_line,
    location.address_line_2,
    `${location.city}, ${location.state} ${location.pincode}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** Step 1: one of her saved addresses, or a new one added here. */
export function AddressStep({ locations, chosenId, onChoose, fullName }: Props) {
  const { t } = useOrdersT();
  const [adding, setAdding] = useState(locations.length === 0);
  const showForm = adding || locations.length === 0;
  return (
    <div className="grid gap-4">
      {locations.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t("addresses.deliverTo")}</legend>
          {locations.map((location) => (
            <label
              key={location.id}
              className={cn(
                "flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors",
                location.id === chosenId
                  ? "border-primary bg-primary-soft/50"
                  : "border-input hover:border-primary/50",
              )}
            >
              <input
                type="radio"
                name="delivery-address"
                value={location.id}
                checked={location.id === chosenId}
                onChange={() => onChoose(location.id)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5 text-sm">
                <span className="font-medium">
                  {location.full_name || location.name}
                  <span className="font-normal text-muted-foreground">
                    {" "}
                    · {location.name}
                    {location.is_default && t("addresses.default")}
                  </span>
                </span>
                <span>{oneLine(location)}</span>
                {location.phone && (
                  <span className="text-muted-foreground">
                    {t("addresses.phone", { phone: location.phone })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {showForm ? (
        <AddressForm
          fullName={fullName}
          knownIds={locations.map((location) => location.id)}
          onSaved={(location) => {
            setAdding(false);
            onChoose(location.id);
          }}
          onCancel={locations.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t("addresses.add")}
        </Button>
      )}
    </div>
  );
}
