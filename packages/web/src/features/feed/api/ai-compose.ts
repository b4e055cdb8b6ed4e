import type { AiComposeRequest, AiComposeResponse } from "@saheli/core/contracts/ai-compose";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `POST /api/ai/compose`: a post in her tone and length (the model, or a template with a notice). */
export function useAiCompose() {
  return useMutation({
    mutationFn: (body: AiComposeRequest) => api.post<AiComposeResponse>("/api/ai/compose", body),
  });
}
