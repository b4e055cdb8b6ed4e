import { Users } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import type { PeopleListKind } from "../api/get-people-list";
import { MyPeopleList } from "../components/my-people-list";

const LISTS: { kind: PeopleListKind; title: string; description: string }[] = [
  { kind: "connections", title: "Connections", description: "Women you've connected with." },
  { kind: "followers", title: "Followers", description: "Members who follow your updates." },
  { kind: "following", title: "Following", description: "Members whose updates you follow." },
];

/** /connections, /followers and /following: the account menu's stat tiles (doc 3 §2.4). */
export function Component() {
  const { pathname } = useLocation();
  const session = useSession();
  const list = LISTS.find((item) => pathname.replace(/\/+$/, "").endsWith(`/${item.kind}`)) ?? LISTS[0]!;
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return (
      <SignInRequired
        description={`Sign in to see your ${list.title.toLowerCase()} and manage your network.`}
      />
    );
  }
  const { profile } = session;
  const counts: Record<PeopleListKind, number> = {
    connections: profile.connections_count,
    followers: profile.follower_count,
    following: profile.following_count,
  };

  return (
    <>
      <title>{`${list.title} · Saheli`}</title>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display font-semibold text-3xl text-foreground">{list.title}</h1>
            <p className="mt-1 text-muted-foreground">{list.description}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/my-network">
              <Users aria-hidden /> My Network
            </Link>
          </Button>
        </header>
        <nav aria-label="Your people">
          <ul className="grid grid-cols-3 gap-2 sm:flex">
            {LISTS.map((item) => (
              <li key={item.kind}>
                <NavLink
                  to={`/${item.kind}`}
                  className={({ isActive }) =>
                    cn(
                      "flex h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-2 font-medium text-sm ring-1 ring-border transition-colors sm:px-4",
                      isActive
                        ? "bg-primary text-primary-foreground ring-primary"
                        : "bg-card text-foreground hover:bg-primary-soft",
                    )
                  }
                >
                  {item.title}
                  <span className="tabular-nums opacity-80">{counts[item.kind]}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MyPeopleList key={list.kind} personId={profile.id} kind={list.kind} />
      </div>
    </>
  );
}
