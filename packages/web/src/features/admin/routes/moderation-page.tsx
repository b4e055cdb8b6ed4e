import { type ModerationAction, REASON_TEMPLATES, REPORT_KINDS, type ReportKind } from "@saheli/core/admin";
import type { ModerationItem } from "@saheli/core/contracts/admin";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { type QueueStatus, useModerate, useModerationQueue, useRestore } from "../api/moderation";
import { AdminPage } from "../components/admin-page";
import { ListSkeleton } from "../components/list-skeleton";
import { ModerationCard } from "../components/moderation-card";
import { ReasonDialog } from "../components/reason-dialog";
import { useAdminT } from "../i18n";

const KINDS = ["all", ...REPORT_KINDS] as const;

type Pending =
  | { kind: "act"; item: ModerationItem; action: ModerationAction }
  | { kind: "restore"; item: ModerationItem }
  | null;

/** /admin/moderation: the reports queue with hide, remove, warn, suspend and dismiss. */
export function Component() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get("status") === "closed" ? "closed" : "open";
  const kindParam = params.get("kind");
  const kind = (REPORT_KINDS as readonly string[]).includes(kindParam ?? "") ? (kindParam as ReportKind) : "";
  const queue = useModerationQueue(status, kind);
  const moderate = useModerate();
  const restore = useRestore();
  const [pending, setPending] = useState<Pending>(null);
  const set = (next: { status?: string; kind?: string }) => {
    const search = new URLSearchParams();
    const merged = { status, kind, ...next };
    if (merged.status === "closed") search.set("status", "closed");
    if (merged.kind) search.set("kind", merged.kind);
    setParams(search, { replace: true });
  };
  const mutation = pending?.kind === "restore" ? restore : moderate;
  const confirm = (reason: string) => {
    if (!pending) return;
    const done = () => {
      setPending(null);
      toast.success(pending.kind === "restore" ? t("moderation.shown") : t("moderation.done"));
    };
    if (pending.kind === "restore") {
      restore.mutate(
        { kind: pending.item.kind, target_id: pending.item.target_id, reason },
        { onSuccess: done },
      );
    } else {
      moderate.mutate({ reportId: pending.item.id, action: pending.action, reason }, { onSuccess: done });
    }
  };
  const action = pending?.kind === "act" ? pending.action : null;

  return (
    <AdminPage title={t("moderation.title")} description={t("moderation.description")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs value={status} onValueChange={(next) => set({ status: next })}>
          <TabsList>
            <TabsTrigger value="open">{t("moderation.open")}</TabsTrigger>
            <TabsTrigger value="closed">{t("moderation.closed")}</TabsTrigger>
          </TabsList>
        </Tabs>
        <div className="w-44">
          <Select value={kind || "all"} onValueChange={(next) => set({ kind: next === "all" ? "" : next })}>
            <SelectTrigger aria-label={t("moderation.kind")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {KINDS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`moderation.kinds.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <QueryState
        query={queue}
        errorTitle={t("moderation.error")}
        loading={<ListSkeleton label={t("moderation.loading")} rows={4} className="h-40 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: ShieldCheck,
          title: status === "open" ? t("moderation.nothing") : t("moderation.noClosed"),
          description: status === "open" ? t("moderation.nothingText") : undefined,
        }}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((item) => (
              <li key={item.id}>
                <ModerationCard
                  item={item}
                  onAction={(next) => {
                    moderate.reset();
                    setPending({ kind: "act", item, action: next });
                  }}
                  onRestore={() => {
                    restore.reset();
                    setPending({ kind: "restore", item });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={
          action ? t("moderation.actionTitle", { action: t(`actions.${action}`) }) : t("moderation.showTitle")
        }
        description={action ? t(`moderation.happens.${action}`) : t("moderation.showText")}
        templates={
          action ? REASON_TEMPLATES[action] : ["Reviewed again: it does not break the community guidelines."]
        }
        confirmLabel={action ? t(`actions.${action}`) : t("moderation.showAgain")}
        destructive={action === "remove" || action === "suspend"}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
      />
    </AdminPage>
  );
}
