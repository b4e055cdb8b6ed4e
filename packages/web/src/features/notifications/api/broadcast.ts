import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type BroadcastInput = {
  title: string;
  message: string;
  action_url?: string;
  priority: "normal" | "urgent";
};

/** `POST /api/admin/notifications/broadcast`: an admin's announcement to everyone. */
export function useSendBroadcast() {
  return useMutation({
    mutationFn: (input: BroadcastInput) =>
      api.post<{ recipients: number }>("/api/admin/notifications/broadcast", input),
  });
}
