import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type StoredChoices = { analytics: boolean; stored_in: "profile" | "cookie" };

/** Her cookie and analytics choices; shared because every analytics call in the app must ask them first. */
export const privacyChoicesKey = ["privacy-choices"] as const;

/** `GET /api/privacy/choices`: strictly necessary only unless she chose more. */
export const getPrivacyChoices = (signal?: AbortSignal) =>
  api.get<StoredChoices>("/api/privacy/choices", { signal });

export function usePrivacyChoices() {
  return useQuery({ queryKey: privacyChoicesKey, queryFn: ({ signal }) => getPrivacyChoices(signal) });
}

/** Whether analytics may be sent now; unknown (the server did not answer) counts as no. */
export async function analyticsAllowed(): Promise<boolean> {
  return getPrivacyChoices()
    .then((choices) => choices.analytics)
    .catch(() => false);
}
