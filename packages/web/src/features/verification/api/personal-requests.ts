import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { verificationKeys } from "./keys";

type Answer = { message: string };

/** `POST /api/verification/alternative`: be verified by a person, without a photo. */
export function requestAlternative(message: string): Promise<Answer> {
  return api.post<Answer>("/api/verification/alternative", { message });
}

/** `POST /api/verification/appeal`: one appeal against a decline, decided by a different reviewer. */
export function appealDecision(message: string): Promise<Answer> {
  return api.post<Answer>("/api/verification/appeal", { message });
}

/** Either request; afterwards her standing is pending, so the state is fetched again. */
export function usePersonalRequest(send: (message: string) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.state }),
  });
}
