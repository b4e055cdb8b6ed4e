import type { PollVoters } from "@saheli/core/contracts/feed";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { feedKeys } from "./keys";

/** `GET /api/polls/{id}/voters`: who voted for one option, or in all (the poll's author only). */
export function usePollVoters(pollId: string, optionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.pollVoters(pollId, optionId),
    queryFn: ({ signal }) =>
      api.get<PollVoters>(
        `/api/polls/${pollId}/voters${optionId ? `?option_id=${encodeURIComponent(optionId)}` : ""}`,
        { signal },
      ),
    enabled,
  });
}
