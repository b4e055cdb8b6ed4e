import {
  MODERATION_ACTION_LABELS,
  type ModerationAction,
  REASON_TEMPLATES,
  REPORT_KINDS,
  type ReportKind,
} from "@saheli/core/admin";
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

const KIND_LABELS: Record<ReportKind | "all", string> = {
  all: "Everything",
  post: "Posts",
  comment: "Comments",
  profile: "Profiles",
  listing: "Listings",
  job: "Jobs",
};

const WHAT_HAPPENS: Record<ModerationAction, string> = {
  hide: "It disappears from the feed, profiles and search for everyone until an admin shows it again. The author is told why.",
  remove: "It is removed for good. The author is told why.",
  warn: "The author gets a notification and an e-mail with your words. The content stays.",
  suspend:
    "The author's account is suspended: her sessions end and everything she shared is hidden until it is lifted. She is told why and how to appeal.",
  dismiss: "The report is closed and nothing changes.",
};

type Pending =
  | { kind: "act"; item: ModerationItem; action: ModerationAction }
  | { kind: "restore"; item: ModerationItem }
  | null;

/** /admin/moderation: the reports queue with hide, remove, warn, suspend and dismiss. */
export function Component() {
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
      toast.success(pending.kind === "restore" ? "It shows again." : "Done: the report is closed.");
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
    <AdminPage
      title="Moderation"
      description="Reports from the community about posts, comments, profiles, listings and jobs."
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs value={status} onValueChange={(next) => set({ status: next })}>
          <TabsList>
            <TabsTrigger value="open">Open</TabsTrigger>
            <TabsTrigger value="closed">Closed</TabsTrigger>
          </TabsList>
        </Tabs>
        <div className="w-44">
          <Select value={kind || "all"} onValueChange={(next) => set({ kind: next === "all" ? "" : next })}>
            <SelectTrigger aria-label="Kind">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(KIND_LABELS).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <QueryState
        query={queue}
        errorTitle="We couldn't load the reports"
        loading={<ListSkeleton label="Loading reports" rows={4} className="h-40 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: ShieldCheck,
          title: status === "open" ? "Nothing waiting" : "No closed reports yet",
          description: status === "open" ? "Every report has been handled. New ones appear here." : undefined,
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
        title={action ? `${MODERATION_ACTION_LABELS[action]}?` : "Show it again?"}
        description={action ? WHAT_HAPPENS[action] : "It shows again in the feed, profiles and search."}
        templates={
          action ? REASON_TEMPLATES[action] : ["Reviewed again: it does not break the community guidelines."]
        }
        confirmLabel={action ? MODERATION_ACTION_LABELS[action] : "Show again"}
        destructive={action === "remove" || action === "suspend"}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
      />
    </AdminPage>
  );
}
