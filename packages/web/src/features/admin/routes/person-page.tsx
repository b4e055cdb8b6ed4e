import { ADMIN_ROLES, type AdminRole, REASON_TEMPLATES, ROLE_LABELS } from "@saheli/core/admin";
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
import { useSession } from "@/lib/session/use-session";
import { usePerson, usePersonAction } from "../api/people";
import { AdminPage } from "../components/admin-page";
import { AuditList } from "../components/audit-list";
import { ListSkeleton } from "../components/list-skeleton";
import { ReasonDialog } from "../components/reason-dialog";
import { formatCount, formatWhen } from "../lib/format";

/** /admin/people/{id}: one person, her suspension and history, and the actions on her. */
export function Component() {
  const { id = "" } = useParams();
  const person = usePerson(id);
  return (
    <AdminPage
      title="Person"
      tools={
        <Button asChild variant="link">
          <Link to="/admin/people">
            <ArrowLeft aria-hidden /> All people
          </Link>
        </Button>
      }
    >
      <QueryState
        query={person}
        errorTitle="We couldn't load this person"
        loading={<ListSkeleton label="Loading" rows={1} className="h-64 rounded-2xl" />}
      >
        {(data) => <PersonDetail person={data} />}
      </QueryState>
    </AdminPage>
  );
}

type Dialog = null | "suspend" | "reinstate" | "role";

function PersonDetail({ person }: { person: AdminPersonDetail }) {
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
            ? `${person.full_name} is suspended and has been told why.`
            : dialog === "reinstate"
              ? `${person.full_name} is active again.`
              : `${person.full_name} is now ${ROLE_LABELS[role]}.`,
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
              @{person.username} · {person.email ?? "no e-mail"} · {person.phone ?? "no phone"}
            </p>
            <div className="flex flex-wrap gap-1">
              <Badge variant="secondary">{ROLE_LABELS[person.role as AdminRole] ?? person.role}</Badge>
              {suspended ? (
                <Badge variant="destructive">Suspended</Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )}
              {person.gender_verified && <Badge variant="outline">Verified</Badge>}
              {person.has_shop && <Badge variant="outline">Runs a shop</Badge>}
            </div>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={`/profile/${person.id}`}>Open profile</Link>
          </Button>
        </div>
        {person.bio && <p className="text-sm">{person.bio}</p>}
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground text-xs">Joined</dt>
            <dd>{formatWhen(person.created_at)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Posts</dt>
            <dd>{formatCount(person.posts)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Reports about her</dt>
            <dd>{formatCount(person.reports_against)}</dd>
          </div>
        </dl>
        {person.suspension && (
          <p className="rounded-xl bg-destructive-soft p-3 text-destructive text-sm" role="status">
            Suspended {formatWhen(person.suspension.created_at)} by{" "}
            {person.suspension.suspended_by?.full_name ?? "an admin"}: “{person.suspension.reason}”
          </p>
        )}
        {isSelf ? (
          <p className="text-muted-foreground text-sm">
            This is your own account: another admin can change it.
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            {suspended ? (
              <Button onClick={() => open("reinstate")}>Reinstate</Button>
            ) : (
              <Button variant="destructive" onClick={() => open("suspend")}>
                Suspend
              </Button>
            )}
            <div className="flex items-end gap-2">
              <div className="w-36">
                <Select value={role} onValueChange={(next) => setRole(next as AdminRole)}>
                  <SelectTrigger aria-label="Role">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ADMIN_ROLES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {ROLE_LABELS[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Button variant="outline" disabled={role === person.role} onClick={() => open("role")}>
                Change role
              </Button>
            </div>
          </div>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby="history-title">
        <h2 id="history-title" className="font-semibold text-lg">
          Admin actions about her
        </h2>
        {person.history.length === 0 ? (
          <EmptyState icon={ClipboardList} title="No admin actions yet" headingLevel="h3" />
        ) : (
          <AuditList items={person.history} />
        )}
      </section>

      <ReasonDialog
        open={dialog !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        title={
          dialog === "suspend"
            ? `Suspend ${person.full_name}?`
            : dialog === "reinstate"
              ? `Reinstate ${person.full_name}?`
              : `Make ${person.full_name} ${ROLE_LABELS[role]}?`
        }
        description={
          dialog === "suspend"
            ? "Her sessions end at once, she cannot sign in, and her posts, comments, profile and shop are hidden until the suspension is lifted. She is told the reason and how to appeal."
            : dialog === "reinstate"
              ? "She can sign in again and her content shows again. She is told the reason."
              : "Her role changes at once."
        }
        templates={
          REASON_TEMPLATES[dialog === "reinstate" ? "reinstate" : dialog === "role" ? "role" : "suspend"]
        }
        confirmLabel={dialog === "suspend" ? "Suspend" : dialog === "reinstate" ? "Reinstate" : "Change role"}
        destructive={dialog === "suspend"}
        pending={action.isPending}
        error={action.error}
        onConfirm={run}
      />
    </div>
  );
}
