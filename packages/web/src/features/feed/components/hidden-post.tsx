import { HIDE_REASONS, type HideReason } from "@saheli/core/feed";
import { EyeOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHidePost } from "../api/keep-actions";
import { useFeedT } from "../i18n";

/** A hidden post folds to this line: undo, or tell us why so the feed shows her less like it. */
export function HiddenPost({ postId, onUndo }: { postId: string; onUndo: () => void }) {
  const hide = useHidePost(postId);
  const [told, setTold] = useState(false);
  const { t } = useFeedT();
  const undo = () =>
    hide.mutate({ hide: false }, { onSuccess: onUndo, onError: (error) => toast.error(error.message) });
  const tell = (reason: HideReason) =>
    hide.mutate(
      { hide: true, reasons: [reason] },
      { onSuccess: () => setTold(true), onError: (error) => toast.error(error.message) },
    );
  return (
    <div role="status" className="grid gap-2 rounded-2xl bg-card p-4 text-sm ring-1 ring-border">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <EyeOff aria-hidden className="size-4" /> {t("hidden.done")}
        </p>
        <Button size="sm" variant="outline" onClick={undo} loading={hide.isPending}>
          {t("hidden.undo")}
        </Button>
      </div>
      {told ? (
        <p className="text-muted-foreground">{t("hidden.thanks")}</p>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          <span className="text-muted-foreground">{t("hidden.why")}</span>
          {HIDE_REASONS.map((reason) => (
            <Button
              key={reason}
              size="sm"
              variant="ghost"
              className="h-7 rounded-full bg-muted px-3"
              onClick={() => tell(reason)}
            >
              {t(`hidden.reasons.${reason}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
