import { LocationPicker } from "@/features/marketplace/components/location-picker";

/** The delivery-location slot (home page, large screens): the marketplace's picker. */
export function DeliveryLocationButton() {
  return <LocationPicker />;
}
