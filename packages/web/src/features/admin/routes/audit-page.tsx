import { ClipboardList } from "lucide-react";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useAuditLog } from "../api/audit";
import { AdminPage } from "../components/admin-page";
import { AuditList } from "../components/audit-list";
import { ListSkeleton } from "../components/list-skeleton";
import { useAdminT } from "../i18n";

/** /admin/audit: every admin action with who, when and why. */
export function Component() {
  const { t } = useAdminT();
  const log = useAuditLog();
  return (
    <AdminPage title={t("audit.title")} description={t("audit.description")}>
      <QueryState
        query={log}
        errorTitle={t("audit.error")}
        loading={<ListSkeleton label={t("loading")} rows={1} className="h-64 rounded-2xl" />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={{ icon: ClipboardList, title: t("noActions") }}
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
                {t("audit.older")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
