import { formatCount } from "@saheli/core/feed";
import { ArrowLeft, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCoworkingGroups } from "../api/get-coworking-groups";
import { useCoworkingT } from "../i18n";

/** /co-work/community: the community's co-working groups, each opening its group page. */
export function Component() {
  const { t } = useCoworkingT();
  const groups = useCoworkingGroups();
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("community.title")}</title>
      <Button variant="link" asChild className="w-fit">
        <Link to="/co-work/spaces">
          <ArrowLeft aria-hidden /> {t("community.back")}
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{t("community.heading")}</h1>
        <p className="text-muted-foreground text-sm">{t("community.intro")}</p>
      </div>
      <QueryState
        query={groups}
        loading={<Skeleton className="h-40 rounded-2xl" />}
        errorTitle={t("community.error")}
        isEmpty={(list) => list.length === 0}
        empty={{
          icon: UsersRound,
          title: t("community.empty"),
          description: t("community.emptyHint"),
          action: (
            <Button asChild>
              <Link to="/community/groups">{t("community.goToGroups")}</Link>
            </Button>
          ),
        }}
      >
        {(list) => (
          <div className="grid gap-4">
            <ul aria-label={t("community.list")} className="grid gap-3">
              {list.map((group) => (
                <li key={group.id}>
                  <Link
                    to={`/community/groups/${group.id}`}
                    className="grid gap-1 rounded-2xl border border-border bg-card p-4 shadow-card transition-colors hover:bg-muted/50"
                  >
                    <span className="font-medium">{group.name}</span>
                    {group.description && (
                      <span className="line-clamp-2 text-muted-foreground text-sm">{group.description}</span>
                    )}
                    <span className="text-muted-foreground text-xs">
                      {t("community.members", {
                        count: group.member_count,
                        number: formatCount(group.member_count),
                      })}
                      {group.joined ? ` · ${t("community.joined")}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Button asChild variant="outline" className="justify-self-center">
              <Link to="/community/groups">{t("community.allGroups")}</Link>
            </Button>
          </div>
        )}
      </QueryState>
    </div>
  );
}
