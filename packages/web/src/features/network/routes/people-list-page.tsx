import { Users } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import type { PeopleListKind } from "../api/get-people-list";
import { MyPeopleList } from "../components/my-people-list";
import { useNetworkT } from "../i18n";

const LISTS: PeopleListKind[] = ["connections", "followers", "following"];

/** /connections, /followers and /following: the account menu's stat tiles (doc 3 §2.4). */
export function Component() {
  const { t } = useNetworkT();
  const { pathname } = useLocation();
  const session = useSession();
  const kind = LISTS.find((item) => pathname.replace(/\/+$/, "").endsWith(`/${item}`)) ?? "connections";
  const title = t(`peopleLists.${kind}.title`);
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t(`peopleLists.${kind}.signIn`)} />;
  }
  const { profile } = session;
  const counts: Record<PeopleListKind, number> = {
    connections: profile.connections_count,
    followers: profile.follower_count,
    following: profile.following_count,
  };

  return (
    <>
      <title>{t("peopleLists.pageTitle", { title })}</title>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display font-semibold text-3xl text-foreground">{title}</h1>
            <p className="mt-1 text-muted-foreground">{t(`peopleLists.${kind}.description`)}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/my-network">
              <Users aria-hidden /> {t("peopleLists.myNetwork")}
            </Link>
          </Button>
        </header>
        <nav aria-label={t("peopleLists.nav")}>
          <ul className="grid grid-cols-3 gap-2 sm:flex">
            {LISTS.map((item) => (
              <li key={item}>
                <NavLink
                  to={`/${item}`}
                  className={({ isActive }) =>
                    cn(
                      "flex h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-2 font-medium text-sm ring-1 ring-border transition-colors sm:px-4",
                      isActive
                        ? "bg-primary text-primary-foreground ring-primary"
                        : "bg-card text-foreground hover:bg-primary-soft",
                    )
                  }
                >
                  {t(`peopleLists.${item}.title`)}
                  <span className="tabular-nums opacity-80">{counts[item]}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MyPeopleList key={kind} personId={profile.id} kind={kind} />
      </div>
    </>
  );
}
