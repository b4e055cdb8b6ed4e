import { type LocationInput, locationInputSchema } from "@saheli/core/contracts/locations";
import { LocationLabelNames, LocationLimits } from "@saheli/core/locations";
import { z } from "zod";

export const AddressMessages = {
  fullNameRequired: "Please enter the name the courier should ask for",
  streetRequired: "Please enter the house number and street",
} as const;

/**
 * The saved-address form at checkout: the marketplace's address rules, plus what a courier cannot do without (the
 * person's name and the street). The address is named after its label (Home, Office, Other).
 */
export const checkoutAddressSchema = locationInputSchema.omit({ name: true }).extend({
  full_name: z.string().trim().min(1, AddressMessages.fullNameRequired).max(LocationLimits.nameMax),
  address_line: z.string().trim().min(1, AddressMessages.streetRequired).max(LocationLimits.lineMax),
});
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

/** What `POST /api/locations` takes for the form's values. */
export function toLocationInput(values: CheckoutAddress): LocationInput {
  return {
    ...values,
    name: LocationLabelNames[values.label],
    phone: values.phone || undefined,
    address_line_2: values.address_line_2 || undefined,
  };
}
