import type { NotificationPreferences } from "@saheli/core/contracts/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { useSession } from "@/lib/session/use-session";
import { notificationKeys } from "./keys";

export function usePreferences() {
  const session = useSession();
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) =>
      api.get<NotificationPreferences>("/api/user/notification-preferences", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled: session.status === "signed-in",
  });
}

export type PreferencesChange = Partial<
  Pick<NotificationPreferences, "push_enabled" | "subscription_method" | "muted_types">
>;

/** `PATCH /api/user/notification-preferences`; doc 2 §7 treats a 409 conflict as success. */
export async function savePreferences(userId: string, change: PreferencesChange) {
  try {
    return await api.patch<NotificationPreferences>("/api/user/notification-preferences", {
      userId,
      preferences: { ...change, updated_at: new Date().toISOString() },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 409) return null;
    throw error;
  }
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? "";
  return useMutation({
    mutationFn: (change: PreferencesChange) => savePreferences(userId, change),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(notificationKeys.preferences, saved);
    },
  });
}
