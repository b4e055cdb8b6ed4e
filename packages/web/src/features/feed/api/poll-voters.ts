import type { PollVoters } from "@saheli/core/contracts/feed";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `GET /api/polls/{id}/voters`: who voted for one option, or in all (the poll's author only). */
export function usePollVoters(pollId: string, optionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["feed", "poll-voters", pollId, optionId ?? "all"],
    queryFn: ({ signal }) =>
      api.get<PollVoters>(
        `/api/polls/${pollId}/voters${optionId ? `?option_id=${encodeURIComponent(optionId)}` : ""}`,
        { signal },
      ),
    enabled,
  });
}
