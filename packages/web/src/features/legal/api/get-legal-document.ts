import type { LegalDocument } from "@saheli/core/contracts/legal";
import type { LegalSlug } from "@saheli/core/legal";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { legalKeys } from "./keys";

/** `GET /api/legal/{slug}`: the version in effect of a policy. */
export const getLegalDocument = (slug: LegalSlug, signal?: AbortSignal) =>
  api.get<LegalDocument>(`/api/legal/${slug}`, { signal });

export function useLegalDocument(slug: LegalSlug) {
  return useQuery({
    queryKey: legalKeys.document(slug),
    queryFn: ({ signal }) => getLegalDocument(slug, signal),
    staleTime: 10 * 60_000,
  });
}
