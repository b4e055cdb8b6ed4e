import type { AiSuggestionsRequest, AiSuggestionsResponse } from "@saheli/core/contracts/ai-compose";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * `POST /api/ai-suggestions` (doc 2 §7): cached per context, element type and lowercased text (the query key),
 * only while asked for. Shared by every text box that offers writing tips (the composer, her bio).
 */
export function useAiSuggestions(body: AiSuggestionsRequest, enabled: boolean) {
  return useQuery({
    queryKey: ["ai-suggestions", body.context, body.elementType, body.text.trim().toLowerCase()],
    queryFn: ({ signal }) => api.post<AiSuggestionsResponse>("/api/ai-suggestions", body, { signal }),
    enabled,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
