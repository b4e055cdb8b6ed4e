import { formatCount } from "@saheli/core/feed";
import { ArrowLeft, Plus, Search, UsersRound } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session/use-session";
import { useGroups } from "../api/groups";
import { CreateGroupDialog } from "../components/create-group-dialog";
import { useFeedT } from "../i18n";

/** /community/groups: find a group by name, see hers, or start one. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired />;
  return <Groups />;
}

function Groups() {
  const [query, setQuery] = useState("");
  const [mine, setMine] = useState(false);
  const [creating, setCreating] = useState(false);
  const groups = useGroups(useDeferredValue(query.trim()), mine);
  const { t } = useFeedT();
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
      <title>{t("groups.title")}</title>
      <header className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="icon" aria-label={t("groups.back")}>
            <Link to="/community">
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <h1 className="font-display font-semibold text-2xl text-foreground">{t("groups.heading")}</h1>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden /> {t("groups.create")}
        </Button>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            aria-label={t("groups.search")}
            placeholder={t("groups.search")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
        <Button
          variant={mine ? "primary" : "outline"}
          size="sm"
          aria-pressed={mine}
          onClick={() => setMine((v) => !v)}
        >
          {t("groups.mine")}
        </Button>
      </div>
      <QueryState
        query={groups}
        loading={<Spinner className="justify-self-center" />}
        errorTitle={t("groups.error")}
        isEmpty={(list) => list.length === 0}
        empty={{
          icon: UsersRound,
          title: t("groups.emptyTitle"),
          description: t("groups.emptyDescription"),
        }}
      >
        {(list) => (
          <ul aria-label={t("groups.list")} className="grid gap-3">
            {list.map((group) => (
              <li key={group.id}>
                <Link
                  to={`/community/groups/${group.slug}`}
                  className="grid gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-muted/40"
                >
                  <span className="font-semibold text-foreground">{group.name}</span>
                  {group.description && (
                    <span className="line-clamp-2 text-muted-foreground text-sm">{group.description}</span>
                  )}
                  <span className="text-muted-foreground text-xs">
                    {t("groups.members", {
                      count: group.member_count,
                      formatted: formatCount(group.member_count),
                    })}
                    {group.joined && t("groups.joined")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CreateGroupDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
