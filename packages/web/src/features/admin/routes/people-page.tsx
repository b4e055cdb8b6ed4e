import { ADMIN_ROLES, type AdminRole } from "@saheli/core/admin";
import { Search, Users } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { type PeopleFilter, usePeople } from "../api/people";
import { AdminPage } from "../components/admin-page";
import { ListSkeleton } from "../components/list-skeleton";
import { useAdminT } from "../i18n";
import { formatWhen } from "../lib/format";

const FILTERS = ["all", "active", "suspended"] as const;
const isRole = (role: string): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

/** /admin/people: find a person by name, username, e-mail or phone. */
export function Component() {
  const { t } = useAdminT();
  const locale = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status: PeopleFilter = statusParam === "active" || statusParam === "suspended" ? statusParam : "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(q);
  const people = usePeople(q, status, page);
  const go = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set("q", merged.q);
    if (merged.status) search.set("status", merged.status);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };

  return (
    <AdminPage title={t("people.title")} description={t("people.description")}>
      <div className="flex flex-wrap items-end gap-2">
        <form aria-label={t("people.search")} onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
          <label htmlFor="people-q" className="sr-only">
            {t("people.search")}
          </label>
          <Input
            id="people-q"
            type="search"
            placeholder={t("people.placeholder")}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden /> {t("people.searchButton")}
          </Button>
        </form>
        <div className="w-40">
          <Select
            value={status || "all"}
            onValueChange={(next) => go({ status: next === "all" ? "" : next })}
          >
            <SelectTrigger aria-label={t("people.state")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FILTERS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`people.filters.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <QueryState
        query={people}
        errorTitle={t("people.error")}
        loading={<ListSkeleton label={t("people.loading")} rows={6} className="h-16 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Users,
          title: t("people.nobody"),
          description: t("people.nobodyText"),
        }}
      >
        {(data) => (
          <div className="grid gap-3">
            <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border">
              {data.items.map((person) => (
                <li key={person.id}>
                  <Link
                    to={`/admin/people/${person.id}`}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Avatar name={person.full_name} src={person.avatar_url} size="md" />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{person.full_name}</span>
                      <span className="truncate text-muted-foreground text-xs">
                        @{person.username} · {person.email ?? person.phone ?? t("people.noContact")} ·{" "}
                        {t("people.joined", { date: formatWhen(person.created_at, locale) })}
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-wrap justify-end gap-1">
                      <Badge variant="secondary">
                        {isRole(person.role) ? t(`roles.${person.role}`) : person.role}
                      </Badge>
                      {person.account_status === "suspended" && (
                        <Badge variant="destructive">{t("people.filters.suspended")}</Badge>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="flex justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t("people.previous")}
              </Button>
              <span className="self-center text-muted-foreground text-sm">{t("people.page", { page })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={!data.has_more}
                onClick={() => go({ page: page + 1 })}
              >
                {t("people.next")}
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
