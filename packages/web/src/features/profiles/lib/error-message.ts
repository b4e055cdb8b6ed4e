import { PeopleMessages } from "@saheli/core/people";
import { isApiError } from "@/lib/api-client";

/** The server's own words for a refusal (they are the spec's messages); a generic line otherwise. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return PeopleMessages.followFailed;
}
