import { ADMIN_REASON_MIN, AdminMessages } from "@saheli/core/admin";
import type { ShowCard } from "@saheli/core/contracts/radio";
import { SHOW_STATUSES, type ShowStatus } from "@saheli/core/radio";
import { Check, Mic, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useDecideShow, useShowQueue } from "../api/radio";
import { useRadioT } from "../i18n";

/** /admin/radio: proposed shows to approve or decline, each with a reason (written to the audit log). */
export function Component() {
  const { t } = useRadioT();
  const locale = useIntlLocale();
  const [status, setStatus] = useState<ShowStatus>("pending");
  const queue = useShowQueue(status);
  const [deciding, setDeciding] = useState<{ show: ShowCard; action: "approve" | "decline" } | null>(null);
  return (
    <div className="grid gap-4">
      <title>{t("admin.title")}</title>
      <h1 className="font-display font-semibold text-2xl">{t("admin.heading")}</h1>
      <div role="tablist" aria-label={t("admin.tabs")} className="flex gap-2">
        {SHOW_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => setStatus(s)}
            className={cn(
              "rounded-full px-4 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ring",
              status === s
                ? "bg-primary text-primary-foreground"
                : "bg-card ring-1 ring-border hover:bg-muted",
            )}
          >
            {t(`admin.tab.${s}`)}
          </button>
        ))}
      </div>
      <QueryState
        query={queue}
        loading={<Skeleton className="h-32 w-full rounded-2xl" />}
        errorTitle={t("admin.error")}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Mic,
          title: status === "pending" ? t("admin.emptyWaiting") : t("admin.emptyOther"),
          description: t("admin.emptyHint"),
        }}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((show) => (
              <li
                key={show.id}
                className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border sm:grid-cols-[5rem_minmax(0,1fr)_auto]"
              >
                <img src={show.cover_url} alt="" className="size-20 rounded-xl object-cover" />
                <div className="min-w-0">
                  <Link to={`/radio/shows/${show.slug}`} className="font-semibold hover:underline">
                    {show.title}
                  </Link>
                  <p className="text-muted-foreground text-sm">
                    {show.host.full_name} · {t(`category.${show.category}`)} ·{" "}
                    {t("admin.proposed", { date: new Date(show.created_at).toLocaleDateString(locale) })}
                  </p>
                  <p className="line-clamp-3 text-sm">{show.description}</p>
                  {show.decline_reason && (
                    <p className="text-destructive text-sm">
                      {t("admin.declinedReason", { reason: show.decline_reason })}
                    </p>
                  )}
                </div>
                {show.status === "pending" && (
                  <div className="flex items-start gap-2">
                    <Button size="sm" onClick={() => setDeciding({ show, action: "approve" })}>
                      <Check aria-hidden /> {t("admin.approve")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeciding({ show, action: "decline" })}
                    >
                      <X aria-hidden /> {t("admin.decline")}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <DecideDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}

function DecideDialog({
  deciding,
  onClose,
}: {
  deciding: { show: ShowCard; action: "approve" | "decline" } | null;
  onClose: () => void;
}) {
  const { t } = useRadioT();
  const decide = useDecideShow();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const approve = deciding?.action === "approve";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!deciding) return;
    if (reason.trim().length < ADMIN_REASON_MIN) {
      setError(AdminMessages.reasonTooShort);
      return;
    }
    decide.mutate(
      { showId: deciding.show.id, action: deciding.action, reason },
      {
        onSuccess: () => {
          toast.success(approve ? t("admin.approved") : t("admin.declined"));
          setReason("");
          setError(undefined);
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <Dialog open={deciding !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            {t(approve ? "admin.approveTitle" : "admin.declineTitle", { title: deciding?.show.title ?? "" })}
          </DialogTitle>
          <DialogDescription>{approve ? t("admin.approveHint") : t("admin.declineHint")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id="decide-reason" label={t("admin.reason")} error={error}>
            <Textarea
              {...fieldAria("decide-reason", error)}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("admin.cancel")}
            </Button>
            <Button type="submit" variant={approve ? "primary" : "destructive"} loading={decide.isPending}>
              {approve ? t("admin.approveShow") : t("admin.declineShow")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
