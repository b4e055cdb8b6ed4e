import type { AppNotification } from "@saheli/core/contracts/notifications";
import { rememberSeen, toastFor } from "@saheli/core/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { type RealtimeDetail, realtime, useRealtimeEvent, useRealtimeTopic } from "@/lib/realtime";
import { useSession } from "@/lib/session/use-session";
import { notificationKeys } from "../api/keys";
import { useNotificationsT } from "../i18n";

type Incoming = Pick<AppNotification, "title" | "message" | "created_at" | "priority" | "action_url"> & {
  id?: string;
};

/**
 * The realtime socket for a signed-in person, her own and the broadcast topics, and toasts for what arrives:
 * only under 30 s old, one at a time, never twice (doc 2 §9). Counts and lists are refetched on each event.
 */
export function LiveNotifications() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    realtime.start();
    return () => realtime.stop();
  }, [userId]);
  useRealtimeTopic(userId ? `user:${userId}` : null);
  useRealtimeTopic(userId ? "broadcast" : null);
  return userId ? <Toasts /> : null;
}

function Toasts() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const seen = useRef<string[]>([]);
  const { t } = useNotificationsT();

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );

  const show = useCallback(
    (n: Incoming) => {
      const key = n.id ?? `${n.created_at}:${n.title}`;
      if (seen.current.includes(key)) return;
      seen.current = rememberSeen(seen.current, key);
      const rule = toastFor(n);
      if (!rule.show) return;
      const open = () => {
        if (n.id) void api.patch(`/api/notifications/${n.id}`, { action: "clicked" }).then(refresh);
        if (n.action_url) navigate(n.action_url);
      };
      const options = {
        id: "live-notification",
        description: rule.description,
        duration: rule.durationMs,
        action: n.action_url ? { label: t("toast.view"), onClick: open } : undefined,
      };
      if (rule.destructive) toast.error(n.title, options);
      else toast(n.title, options);
    },
    [navigate, refresh, t],
  );

  const onNotification = useCallback(
    ({ data }: RealtimeDetail<"new-notification" | "admin-notification">) => {
      void refresh();
      show(data);
    },
    [refresh, show],
  );
  useRealtimeEvent("new-notification", onNotification);
  useRealtimeEvent("admin-notification", onNotification);
  useRealtimeEvent("unread-count-updated", refresh);
  useRealtimeEvent("refresh", refresh);
  return null;
}
