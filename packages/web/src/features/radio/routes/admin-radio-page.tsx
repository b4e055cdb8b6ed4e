import { ADMIN_REASON_MIN, AdminMessages } from "@saheli/core/admin";
import type { ShowCard } from "@saheli/core/contracts/radio";
import { RADIO_CATEGORY_LABELS, SHOW_STATUSES, type ShowStatus } from "@saheli/core/radio";
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
import { useDecideShow, useShowQueue } from "../api/radio";

const TABS: Record<ShowStatus, string> = { pending: "Waiting", approved: "Approved", declined: "Declined" };

/** /admin/radio: proposed shows to approve or decline, each with a reason (written to the audit log). */
export function Component() {
  const [status, setStatus] = useState<ShowStatus>("pending");
  const queue = useShowQueue(status);
  const [deciding, setDeciding] = useState<{ show: ShowCard; action: "approve" | "decline" } | null>(null);
  return (
    <div className="grid gap-4">
      <title>Radio shows · Admin Dashboard · Saheli</title>
      <h1 className="font-display font-semibold text-2xl">Radio shows</h1>
      <div role="tablist" aria-label="Show status" className="flex gap-2">
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
            {TABS[s]}
          </button>
        ))}
      </div>
      <QueryState
        query={queue}
        loading={<Skeleton className="h-32 w-full rounded-2xl" />}
        errorTitle="We couldn't load the shows"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Mic,
          title: status === "pending" ? "No shows waiting" : "No shows here",
          description: "Proposed shows appear here for review.",
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
                    {show.host.full_name} · {RADIO_CATEGORY_LABELS[show.category]} · proposed{" "}
                    {new Date(show.created_at).toLocaleDateString("en-IN")}
                  </p>
                  <p className="line-clamp-3 text-sm">{show.description}</p>
                  {show.decline_reason && (
                    <p className="text-destructive text-sm">Declined: {show.decline_reason}</p>
                  )}
                </div>
                {show.status === "pending" && (
                  <div className="flex items-start gap-2">
                    <Button size="sm" onClick={() => setDeciding({ show, action: "approve" })}>
                      <Check aria-hidden /> Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeciding({ show, action: "decline" })}
                    >
                      <X aria-hidden /> Decline
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
          toast.success(approve ? "Show approved" : "Show declined");
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
            {approve ? "Approve" : "Decline"} “{deciding?.show.title}”
          </DialogTitle>
          <DialogDescription>
            {approve
              ? "The show is listed and its host can upload episodes. Your reason goes in the audit log."
              : "The host sees your reason. It also goes in the audit log."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id="decide-reason" label="Reason" error={error}>
            <Textarea
              {...fieldAria("decide-reason", error)}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={approve ? "primary" : "destructive"} loading={decide.isPending}>
              {approve ? "Approve show" : "Decline show"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
