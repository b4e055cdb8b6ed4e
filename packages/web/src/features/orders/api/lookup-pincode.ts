import type { PincodePlace } from "@saheli/core/contracts/locations";
import { api } from "@/lib/api-client";

/** `GET /api/pincodes/{pincode}`: the city and state of a pincode, from India Post's directory. */
export function lookupPincode(pincode: string): Promise<PincodePlace> {
  return api.get<PincodePlace>(`/api/pincodes/${encodeURIComponent(pincode)}`);
}
