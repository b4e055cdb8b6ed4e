import type { LinkPreview } from "@saheli/core/contracts/link-preview";
import { LinkPreviewLimits } from "@saheli/core/link-preview";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Doc 1 §7: the last 50 cards this tab was given, by URL, most recently used last. */
const recent = new Map<string, LinkPreview>();

function remember(url: string, card: LinkPreview) {
  recent.delete(url);
  recent.set(url, card);
  while (recent.size > LinkPreviewLimits.clientCacheEntries) recent.delete(recent.keys().next().value!);
}

/** `POST /api/link-preview`: the server's card for the URL (its 422 when there is none). */
export async function fetchLinkPreview(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  const known = recent.get(url);
  if (known) {
    remember(url, known);
    return known;
  }
  const card = await api.post<LinkPreview>("/api/link-preview", { url }, { signal });
  remember(url, card);
  return card;
}

/** The card for a URL found in her draft; nothing is asked while `url` is null. A failure is not retried. */
export function useLinkPreview(url: string | null) {
  return useQuery({
    queryKey: ["link-preview", url],
    queryFn: ({ signal }) => fetchLinkPreview(url!, signal),
    enabled: url !== null,
    retry: false,
    staleTime: LinkPreviewLimits.serverCacheMs,
  });
}
