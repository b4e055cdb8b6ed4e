import { BellRing } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/session/use-session";
import { savePreferences, usePreferences } from "../api/preferences";
import { useNotificationsT } from "../i18n";
import { disablePush, enablePush, pushSupported } from "../lib/push";

/** Browser notifications on this device: on, off, or blocked in the browser's settings. */
export function PushSetting() {
  const { t } = useNotificationsT();
  const preferences = usePreferences();
  const userId = useSession().user?.id ?? "";
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();
  const permission = supported ? Notification.permission : "denied";
  const on = Boolean(preferences.data?.push_enabled) && permission === "granted";

  const change = async (enable: boolean) => {
    setBusy(true);
    try {
      if (enable) {
        const result = await enablePush("settings");
        if (result !== "granted") {
          toast.error(t("push.blocked"), { description: t("push.blockedHint") });
          return;
        }
      } else {
        await disablePush();
      }
      await savePreferences(userId, { push_enabled: enable, subscription_method: "settings" });
      await preferences.refetch();
    } catch (error) {
      toast.error(t("push.changeFailed"), { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="push-title"
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
    >
      <BellRing aria-hidden className="size-6 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <h2 id="push-title" className="font-display font-semibold text-foreground text-xl">
          {t("push.title")}
        </h2>
        <p className="text-muted-foreground text-sm">
          {!supported
            ? t("push.unsupported")
            : permission === "denied"
              ? t("push.denied")
              : on
                ? t("push.on")
                : t("push.off")}
        </p>
      </div>
      {supported && permission !== "denied" && (
        <Button variant={on ? "outline" : "primary"} loading={busy} onClick={() => change(!on)}>
          {on ? t("push.turnOff") : t("push.enable")}
        </Button>
      )}
    </section>
  );
}
