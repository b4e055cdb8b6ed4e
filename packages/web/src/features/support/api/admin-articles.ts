import type {
  AdminArticle,
  AdminArticleRow,
  CreateArticleInput,
  PublishArticleInput,
} from "@saheli/core/contracts/support";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

export function useAdminArticles(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.adminArticles,
    queryFn: ({ signal }) =>
      api.get<{ articles: AdminArticleRow[] }>("/api/admin/support/articles", { signal }),
    enabled,
  });
}

export function useAdminArticle(id: string, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.adminArticle(id),
    queryFn: ({ signal }) =>
      api.get<AdminArticle>(`/api/admin/support/articles/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

function useArticleWrite<V>(write: (input: V) => Promise<AdminArticle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (article) => {
      queryClient.setQueryData(supportKeys.adminArticle(article.id), article);
      void queryClient.invalidateQueries({ queryKey: supportKeys.adminArticles, exact: true });
      // The public pages show the new version at once.
      void queryClient.invalidateQueries({ queryKey: supportKeys.article(article.id) });
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, "centre"] });
    },
  });
}

/** `PUT /api/admin/support/articles/{id}`: publish a new version. */
export const usePublishArticle = (id: string) =>
  useArticleWrite((input: PublishArticleInput) =>
    api.put<AdminArticle>(`/api/admin/support/articles/${encodeURIComponent(id)}`, input),
  );

/** `POST /api/admin/support/articles`: a new article. */
export const useCreateArticle = () =>
  useArticleWrite((input: CreateArticleInput) =>
    api.post<AdminArticle>("/api/admin/support/articles", input),
  );
