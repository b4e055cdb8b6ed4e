import { BellRing, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/session/use-session";
import { savePreferences } from "../api/preferences";
import { useNotificationsT } from "../i18n";
import { BANNER_DELAY_MS, enablePush, rememberDismiss, shouldOfferPush } from "../lib/push";

/** Doc 2 §2 / §4: the opt-in banner at the bottom, 3 s after load, only while the choice is still open. */
export function PushBanner() {
  const { t } = useNotificationsT();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const userId = useSession().user?.id ?? null;

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void shouldOfferPush().then((offer) => !cancelled && setVisible(offer));
    }, BANNER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;
  const dismiss = () => {
    rememberDismiss();
    setVisible(false);
  };
  const enable = async () => {
    setBusy(true);
    try {
      const permission = await enablePush("banner");
      if (permission === "granted") {
        if (userId) await savePreferences(userId, { push_enabled: true, subscription_method: "banner" });
        toast.success(t("banner.enabled"));
      }
      setVisible(false);
    } catch (error) {
      toast.error(t("banner.failed"), { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label={t("banner.label")}
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-xl flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-card p-4 shadow-raised ring-1 ring-border lg:bottom-6"
    >
      <BellRing aria-hidden className="size-6 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold text-foreground">{t("banner.title")}</span>
        <span className="text-muted-foreground">{t("banner.text")}</span>
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 sm:order-last"
        aria-label={t("banner.dismiss")}
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
      <Button size="sm" loading={busy} onClick={enable} className="w-full sm:w-auto">
        {t("banner.enable")}
      </Button>
    </section>
  );
}
