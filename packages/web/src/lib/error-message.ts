import { SOMETHING_WENT_WRONG } from "@saheli/core/messages";
import { isApiError } from "./api-error";

/** What a failure says to her: the server's own words for a refusal (the spec's messages), or a generic line. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return SOMETHING_WENT_WRONG;
}
