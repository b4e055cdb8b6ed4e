import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyChoicesKey, type StoredChoices } from "@/lib/privacy-choices";

/** `PUT /api/privacy/choices`: in her profile when signed in, in this browser's cookie otherwise. */
export const savePrivacyChoices = (choices: { analytics: boolean }) =>
  api.put<StoredChoices>("/api/privacy/choices", choices);

export function useSavePrivacyChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacyChoices,
    onSuccess: (saved) => queryClient.setQueryData(privacyChoicesKey, saved),
  });
}
