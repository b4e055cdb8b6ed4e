import type { ReviewItem } from "@saheli/core/contracts/verification";
import { VerificationMessages } from "@saheli/core/verification";
import { Check, Info, X } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useDecideVerification } from "../api/review-queue";
import { useVerificationT } from "../i18n";
import { waitingSince } from "../lib/waiting-since";
import { DeclineDialog } from "./decline-dialog";

type VerificationT = ReturnType<typeof useVerificationT>["t"];

const figure = (value: number | boolean | null, t: VerificationT) => {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return value === null ? "—" : value ? t("queue.yes") : t("queue.no");
};

/** One pending request as a reviewer needs it: who, what she sent, and the two decisions. */
export function QueueItem({ item }: { item: ReviewItem }) {
  const { t } = useVerificationT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const decide = useDecideVerification();
  const [declining, setDeclining] = useState(false);
  const [photoGone, setPhotoGone] = useState(false);
  const { person } = item;

  const approve = () =>
    decide.mutate(
      { id: item.id, decision: "approve" },
      {
        onSuccess: () =>
          toast.success(t("queue.approved"), {
            description: t("queue.approvedText", { name: person.full_name }),
          }),
        onError: (error) => toast.error(error.message),
      },
    );
  const decline = (reason: string) =>
    decide.mutate(
      { id: item.id, decision: "decline", reason },
      {
        onSuccess: () => {
          setDeclining(false);
          toast.success(t("queue.declined"), {
            description: t("queue.declinedText", { name: person.full_name }),
          });
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
          <Badge variant={item.kind === "appeal" ? "warning" : "secondary"}>
            {t(`queue.kinds.${item.kind}`)}
          </Badge>
          <span className="text-muted-foreground text-xs">
            <Trans
              t={t}
              i18nKey="queue.sent"
              values={{ when: waitingSince(item.created_at, locale, t("queue.justNow")) }}
              components={{ time: <time dateTime={item.created_at} /> }}
            />
          </span>
        </div>
      </div>

      {item.has_image && (
        <figure className="grid gap-1">
          <img
            src={`/api/admin/verifications/${item.id}/image`}
            alt={t("queue.selfieAlt", { name: person.full_name })}
            referrerPolicy="no-referrer"
            draggable={false}
            onError={() => setPhotoGone(true)}
            hidden={photoGone}
            className="aspect-[4/3] w-full max-w-sm rounded-xl bg-muted object-contain"
          />
          {photoGone && (
            <p className="text-muted-foreground text-sm">{messageIn(VerificationMessages.imageGone)}</p>
          )}
          <figcaption className="text-muted-foreground text-xs">{t("queue.photoNote")}</figcaption>
        </figure>
      )}
      {item.appealed && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{t("queue.appealed")}</span>{" "}
          {item.appealed.reason ?? t("queue.noReason")}
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
            <span className="font-medium text-foreground">{t("queue.automated")}</span> {item.assessment}
          </span>
        </p>
      )}
      {item.liveness && (
        <ul aria-label={t("queue.figures")} className="flex flex-wrap gap-1.5">
          {Object.entries(item.liveness).map(([name, value]) => (
            <li key={name}>
              <Badge variant="muted">
                {name.replaceAll("_", " ")}: {figure(value, t)}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {item.can_decide ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            <X aria-hidden /> {t("queue.decline")}
          </Button>
          <Button onClick={approve} loading={decide.isPending && !declining}>
            <Check aria-hidden /> {t("queue.approve")}
          </Button>
        </div>
      ) : (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          {messageIn(
            item.kind === "appeal" ? VerificationMessages.differentReviewer : VerificationMessages.ownRequest,
          )}
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
