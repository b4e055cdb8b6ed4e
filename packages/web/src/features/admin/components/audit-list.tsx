import type { AuditEntry } from "@saheli/core/contracts/admin";
import { formatWhen } from "../lib/format";

const ACTION_LABELS: Record<string, string> = {
  suspend: "Suspended",
  reinstate: "Reinstated",
  role: "Changed role",
  restore: "Restored",
  "report.hide": "Hid reported content",
  "report.remove": "Removed reported content",
  "report.warn": "Warned the author",
  "report.suspend": "Suspended the author",
  "report.dismiss": "Dismissed a report",
  feature_shop: "Featured a shop",
  unfeature_shop: "Stopped featuring a shop",
  reorder_featured_shops: "Reordered featured shops",
  feature_listing: "Featured a listing",
  unfeature_listing: "Stopped featuring a listing",
  create_slide: "Added a slide",
  update_slide: "Changed a slide",
  delete_slide: "Deleted a slide",
  reorder_slides: "Reordered slides",
  create_category: "Added a category",
  update_category: "Changed a category",
  reorder_categories: "Reordered categories",
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Who did what, when and why. */
export function AuditList({ items }: { items: AuditEntry[] }) {
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border">
      {items.map((entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">
              {actionLabel(entry.action)}
              <span className="font-normal text-muted-foreground"> · {entry.target_type}</span>
            </span>
            <time dateTime={entry.created_at} className="text-muted-foreground text-xs">
              {formatWhen(entry.created_at)}
            </time>
          </div>
          <p className="text-foreground">“{entry.reason}”</p>
          <p className="text-muted-foreground text-xs">by {entry.actor?.full_name ?? "a former admin"}</p>
        </li>
      ))}
    </ol>
  );
}
