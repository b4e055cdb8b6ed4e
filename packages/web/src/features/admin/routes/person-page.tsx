import { ADMIN_ROLES, type AdminRole, REASON_TEMPLATES } from "@saheli/core/admin";
import type { AdminPersonDetail } from "@saheli/core/contracts/admin";
import { ArrowLeft, ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { usePerson, usePersonAction } from "../api/people";
import { AdminPage } from "../components/admin-page";
import { AuditList } from "../components/audit-list";
import { ListSkeleton } from "../components/list-skeleton";
import { ReasonDialog } from "../components/reason-dialog";
import { useAdminT } from "../i18n";
import { formatCount, formatWhen } from "../lib/format";

const isRole = (role: string): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

/** /admin/people/{id}: one person, her suspension and history, and the actions on her. */
export function Component() {
  const { t } = useAdminT();
  const { id = "" } = useParams();
  const person = usePerson(id);
  return (
    <AdminPage
      title={t("person.title")}
      tools={
        <Button asChild variant="link">
          <Link to="/admin/people">
            <ArrowLeft aria-hidden /> {t("person.all")}
          </Link>
        </Button>
      }
    >
      <QueryState
        query={person}
        errorTitle={t("person.error")}
        loading={<ListSkeleton label={t("loading")} rows={1} className="h-64 rounded-2xl" />}
      >
        {(data) => <PersonDetail person={data} />}
      </QueryState>
    </AdminPage>
  );
}

type Dialog = null | "suspend" | "reinstate" | "role";

function PersonDetail({ person }: { person: AdminPersonDetail }) {
  const { t } = useAdminT();
  const locale = useIntlLocale();
  const session = useSession();
  const isSelf = session.user?.id === person.id;
  const action = usePersonAction(person.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [role, setRole] = useState<AdminRole>((person.role as AdminRole) ?? "U");
  const suspended = person.account_status === "suspended";
  const open = (next: Dialog) => {
    action.reset();
    setDialog(next);
  };
  const run = (reason: string) => {
    const input =
      dialog === "role"
        ? { kind: "role" as const, role, reason }
        : { kind: dialog as "suspend" | "reinstate", reason };
    action.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        toast.success(
          dialog === "suspend"
            ? t("person.suspendedToast", { name: person.full_name })
            : dialog === "reinstate"
              ? t("person.reinstatedToast", { name: person.full_name })
              : t("person.roleToast", { name: person.full_name, role: t(`roles.${role}`) }),
        );
      },
    });
  };

  return (
    <div className="grid gap-5">
      <section className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={person.full_name} src={person.avatar_url} size="lg" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 className="font-display font-semibold text-xl">{person.full_name}</h2>
            <p className="text-muted-foreground text-sm">
              @{person.username} · {person.email ?? t("person.noEmail")} ·{" "}
              {person.phone ?? t("person.noPhone")}
            </p>
            <div className="flex flex-wrap gap-1">
              <Badge variant="secondary">
                {isRole(person.role) ? t(`roles.${person.role}`) : person.role}
              </Badge>
              {suspended ? (
                <Badge variant="destructive">{t("people.filters.suspended")}</Badge>
              ) : (
                <Badge variant="success">{t("person.active")}</Badge>
              )}
              {person.gender_verified && <Badge variant="outline">{t("person.verified")}</Badge>}
              {person.has_shop && <Badge variant="outline">{t("person.shop")}</Badge>}
            </div>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={`/profile/${person.id}`}>{t("person.open")}</Link>
          </Button>
        </div>
        {person.bio && <p className="text-sm">{person.bio}</p>}
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground text-xs">{t("person.joined")}</dt>
            <dd>{formatWhen(person.created_at, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">{t("person.posts")}</dt>
            <dd>{formatCount(person.posts, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">{t("person.reports")}</dt>
            <dd>{formatCount(person.reports_against, locale)}</dd>
          </div>
        </dl>
        {person.suspension && (
          <p className="rounded-xl bg-destructive-soft p-3 text-destructive text-sm" role="status">
            {t("person.suspension", {
              date: formatWhen(person.suspension.created_at, locale),
              name: person.suspension.suspended_by?.full_name ?? t("person.anAdmin"),
              reason: person.suspension.reason,
            })}
          </p>
        )}
        {isSelf ? (
          <p className="text-muted-foreground text-sm">{t("person.self")}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            {suspended ? (
              <Button onClick={() => open("reinstate")}>{t("person.reinstate")}</Button>
            ) : (
              <Button variant="destructive" onClick={() => open("suspend")}>
                {t("person.suspend")}
              </Button>
            )}
            <div className="flex items-end gap-2">
              <div className="w-36">
                <Select value={role} onValueChange={(next) => setRole(next as AdminRole)}>
                  <SelectTrigger aria-label={t("person.role")}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ADMIN_ROLES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {t(`roles.${value}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Button variant="outline" disabled={role === person.role} onClick={() => open("role")}>
                {t("person.changeRole")}
              </Button>
            </div>
          </div>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby="history-title">
        <h2 id="history-title" className="font-semibold text-lg">
          {t("person.history")}
        </h2>
        {person.history.length === 0 ? (
          <EmptyState icon={ClipboardList} title={t("noActions")} headingLevel="h3" />
        ) : (
          <AuditList items={person.history} />
        )}
      </section>

      <ReasonDialog
        open={dialog !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        title={
          dialog === "suspend"
            ? t("person.suspendTitle", { name: person.full_name })
            : dialog === "reinstate"
              ? t("person.reinstateTitle", { name: person.full_name })
              : t("person.roleTitle", { name: person.full_name, role: t(`roles.${role}`) })
        }
        description={
          dialog === "suspend"
            ? t("person.suspendText")
            : dialog === "reinstate"
              ? t("person.reinstateText")
              : t("person.roleText")
        }
        templates={
          REASON_TEMPLATES[dialog === "reinstate" ? "reinstate" : dialog === "role" ? "role" : "suspend"]
        }
        confirmLabel={
          dialog === "suspend"
            ? t("person.suspend")
            : dialog === "reinstate"
              ? t("person.reinstate")
              : t("person.changeRole")
        }
        destructive={dialog === "suspend"}
        pending={action.isPending}
        error={action.error}
        onConfirm={run}
      />
    </div>
  );
}
