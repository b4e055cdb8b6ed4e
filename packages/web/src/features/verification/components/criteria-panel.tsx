import type { ReviewPolicy } from "@saheli/core/contracts/verification";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useReviewPolicy } from "../api/review-policy";
import { useVerificationT } from "../i18n";
import { CriteriaEditor } from "./criteria-editor";

type VerificationT = ReturnType<typeof useVerificationT>["t"];

const updated = (policy: ReviewPolicy, t: VerificationT, locale: string) =>
  `${t("criteria.version", {
    version: policy.version,
    date: new Date(policy.updated_at).toLocaleDateString(locale, { dateStyle: "medium" }),
  })}${policy.updated_by ? ` · ${policy.updated_by}` : ""}`;

/** The written criteria beside the queue; every decision records the version shown here. */
export function CriteriaPanel() {
  const { t } = useVerificationT();
  const locale = useIntlLocale();
  const policy = useReviewPolicy();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-display font-semibold text-foreground text-lg">
          {t("criteria.title")}
        </h2>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={!policy.data}>
          <Pencil aria-hidden /> {t("criteria.edit")}
        </Button>
      </div>
      {policy.isPending && <Skeleton className="h-40 w-full" />}
      {policy.isError && (
        <div role="alert" className="grid justify-items-start gap-2 text-destructive text-sm">
          <p>{policy.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void policy.refetch()}
            loading={policy.isRefetching}
          >
            {t("criteria.retry")}
          </Button>
        </div>
      )}
      {policy.data && (
        <>
          <p className="text-muted-foreground text-xs">{updated(policy.data, t, locale)}</p>
          <div className="whitespace-pre-line text-foreground text-sm leading-relaxed">
            {policy.data.text}
          </div>
          {/* A fresh editor each time it opens: the current policy, no stale draft or error. */}
          {editing && <CriteriaEditor policy={policy.data} open onOpenChange={setEditing} />}
        </>
      )}
    </section>
  );
}
