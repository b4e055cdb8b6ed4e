import type { LegalDocument, PublishLegal } from "@saheli/core/contracts/legal";
import type { LegalSlug } from "@saheli/core/legal";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { legalKeys } from "./keys";

/** `POST /api/admin/legal/{slug}`: an admin publishes the next version, in effect at once. */
export const publishPolicy = (slug: LegalSlug, input: PublishLegal) =>
  api.post<LegalDocument>(`/api/admin/legal/${slug}`, input);

export function usePublishPolicy(slug: LegalSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishLegal) => publishPolicy(slug, input),
    onSuccess: (document) => {
      queryClient.setQueryData(legalKeys.document(slug), document);
      void queryClient.invalidateQueries({ queryKey: legalKeys.pending });
    },
  });
}
