import { ClipboardList } from "lucide-react";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useAuditLog } from "../api/audit";
import { AdminPage } from "../components/admin-page";
import { AuditList } from "../components/audit-list";
import { ListSkeleton } from "../components/list-skeleton";

/** /admin/audit: every admin action with who, when and why. */
export function Component() {
  const log = useAuditLog();
  return (
    <AdminPage
      title="Audit log"
      description="Every admin action, with who took it, when and why. Newest first."
    >
      <QueryState
        query={log}
        errorTitle="We couldn't load the audit log"
        loading={<ListSkeleton label="Loading" rows={1} className="h-64 rounded-2xl" />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={{ icon: ClipboardList, title: "No admin actions yet" }}
      >
        {(data) => (
          <div className="grid gap-3">
            <AuditList items={data.pages.flatMap((page) => page.items)} />
            {log.hasNextPage && (
              <Button
                variant="outline"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                Show older
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
