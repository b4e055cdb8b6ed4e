import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ordersKeys } from "./keys";

export type DownloadLink = { url: string; expires_at: string; downloads_left: number; file_name: string };

/** `POST /api/orders/{orderNumber}/items/{itemId}/download`: a signed link to a digital purchase (24 h). */
export function getDownloadLink(orderNumber: string, itemId: string): Promise<DownloadLink> {
  return api.post<DownloadLink>(
    `/api/orders/${encodeURIComponent(orderNumber)}/items/${encodeURIComponent(itemId)}/download`,
  );
}

export function useDownloadLink(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => getDownloadLink(orderNumber, itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.order(orderNumber) }),
  });
}
