import { formatCount } from "@saheli/core/feed";
import { ArrowLeft, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCoworkingGroups } from "../api/get-coworking-groups";

/** /co-work/community: the community's co-working groups, each opening its group page. */
export function Component() {
  const groups = useCoworkingGroups();
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6 lg:py-10">
      <title>Co-working community · Saheli</title>
      <Button variant="link" asChild className="w-fit">
        <Link to="/co-work/spaces">
          <ArrowLeft aria-hidden /> Co-working spaces
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">Co-working community</h1>
        <p className="text-muted-foreground text-sm">
          Groups of women who work from shared spaces: find a desk buddy, swap tips, meet up.
        </p>
      </div>
      <QueryState
        query={groups}
        loading={<Skeleton className="h-40 rounded-2xl" />}
        errorTitle="We couldn't load the co-working groups"
        isEmpty={(list) => list.length === 0}
        empty={{
          icon: UsersRound,
          title: "No co-working group yet",
          description:
            "Start one from the groups page, with co-working in its name, and others will find it here.",
          action: (
            <Button asChild>
              <Link to="/community/groups">Go to groups</Link>
            </Button>
          ),
        }}
      >
        {(list) => (
          <div className="grid gap-4">
            <ul aria-label="Co-working groups" className="grid gap-3">
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
                      {formatCount(group.member_count)} {group.member_count === 1 ? "member" : "members"}
                      {group.joined ? " · You're a member" : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Button asChild variant="outline" className="justify-self-center">
              <Link to="/community/groups">All groups</Link>
            </Button>
          </div>
        )}
      </QueryState>
    </div>
  );
}
