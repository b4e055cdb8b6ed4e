import type { ReviewItem } from "@saheli/core/contracts/verification";
import { VerificationMessages } from "@saheli/core/verification";
import { Check, Info, X } from "lucide-react";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useDecideVerification } from "../api/review-queue";
import { waitingSince } from "../lib/waiting-since";
import { DeclineDialog } from "./decline-dialog";

const KIND_LABELS: Record<ReviewItem["kind"], string> = {
  selfie: "Selfie",
  alternative: "Without a photo",
  appeal: "Appeal",
};

const figure = (value: number | boolean | null) => {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return value === null ? "—" : value ? "yes" : "no";
};

/** One pending request as a reviewer needs it: who, what she sent, and the two decisions. */
export function QueueItem({ item }: { item: ReviewItem }) {
  const decide = useDecideVerification();
  const [declining, setDeclining] = useState(false);
  const [photoGone, setPhotoGone] = useState(false);
  const { person } = item;

  const approve = () =>
    decide.mutate(
      { id: item.id, decision: "approve" },
      {
        onSuccess: () =>
          toast.success("Verification approved", { description: `${person.full_name} is verified.` }),
        onError: (error) => toast.error(error.message),
      },
    );
  const decline = (reason: string) =>
    decide.mutate(
      { id: item.id, decision: "decline", reason },
      {
        onSuccess: () => {
          setDeclining(false);
          toast.success("Verification declined", { description: `${person.full_name} has been told why.` });
        },
      },
    );

  return (
    <li className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        <Avatar name={person.full_name} src={person.avatar_url} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-foreground">{person.full_name}</h2>
          <p className="truncate text-muted-foreground text-sm">@{person.username}</p>
          {person.email && <p className="break-all text-foreground text-sm">{person.email}</p>}
        </div>
        <div className="grid justify-items-end gap-1">
          <Badge variant={item.kind === "appeal" ? "warning" : "secondary"}>{KIND_LABELS[item.kind]}</Badge>
          <span className="text-muted-foreground text-xs">
            sent <time dateTime={item.created_at}>{waitingSince(item.created_at)}</time>
          </span>
        </div>
      </div>

      {item.has_image && (
        <figure className="grid gap-1">
          <img
            src={`/api/admin/verifications/${item.id}/image`}
            alt={`Selfie sent by ${person.full_name}`}
            referrerPolicy="no-referrer"
            draggable={false}
            onError={() => setPhotoGone(true)}
            hidden={photoGone}
            className="aspect-[4/3] w-full max-w-sm rounded-xl bg-muted object-contain"
          />
          {photoGone && <p className="text-muted-foreground text-sm">{VerificationMessages.imageGone}</p>}
          <figcaption className="text-muted-foreground text-xs">
            Deleted as soon as you decide. Do not copy or share it.
          </figcaption>
        </figure>
      )}
      {item.appealed && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Decision appealed:</span>{" "}
          {item.appealed.reason ?? "no reason recorded"}
        </p>
      )}
      {item.message && (
        <blockquote className="border-primary/40 border-l-4 pl-3 text-foreground text-sm">
          {item.message}
        </blockquote>
      )}
      {item.assessment && (
        <p className="flex gap-2 text-muted-foreground text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium text-foreground">Automated check (a hint, never a decision):</span>{" "}
            {item.assessment}
          </span>
        </p>
      )}
      {item.liveness && (
        <ul aria-label="Liveness figures" className="flex flex-wrap gap-1.5">
          {Object.entries(item.liveness).map(([name, value]) => (
            <li key={name}>
              <Badge variant="muted">
                {name.replaceAll("_", " ")}: {figure(value)}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {item.can_decide ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            <X aria-hidden /> Decline
          </Button>
          <Button onClick={approve} loading={decide.isPending && !declining}>
            <Check aria-hidden /> Approve
          </Button>
        </div>
      ) : (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          {item.kind === "appeal" ? VerificationMessages.differentReviewer : VerificationMessages.ownRequest}
        </p>
      )}
      <DeclineDialog
        name={person.full_name}
        open={declining}
        busy={decide.isPending}
        error={declining ? (decide.error?.message ?? null) : null}
        onOpenChange={(open) => {
          setDeclining(open);
          if (!open) decide.reset();
        }}
        onDecline={decline}
      />
    </li>
  );
}
