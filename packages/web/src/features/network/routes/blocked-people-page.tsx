import { ArrowLeft, ShieldBan } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useBlocks } from "../api/get-blocks";
import { BlockedPersonRow } from "../components/blocked-person-row";
import { useNetworkT } from "../i18n";

const ROWS = ["row-0", "row-1", "row-2"];

/** /settings/blocked: the people she blocked, and Unblock (decision 005). */
export function Component() {
  const { t } = useNetworkT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("blocked.signIn")} />;
  }
  return (
    <>
      <title>{t("blocked.title")}</title>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/settings">
            <ArrowLeft aria-hidden /> {t("blocked.settings")}
          </Link>
        </Button>
        <header>
          <h1 className="font-display font-semibold text-3xl text-foreground">{t("blocked.heading")}</h1>
          <p className="mt-2 text-muted-foreground">{t("blocked.description")}</p>
        </header>
        <BlockedList />
      </div>
    </>
  );
}

function BlockedList() {
  const { t } = useNetworkT();
  const query = useBlocks();
  return (
    <QueryState
      query={query}
      loading={
        <div aria-busy="true" className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border">
          <p role="status" className="sr-only">
            {t("blocked.loading")}
          </p>
          {ROWS.map((row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-8 w-20 rounded-full" />
            </div>
          ))}
        </div>
      }
      errorTitle={t("blocked.error")}
      isEmpty={(people) => people.length === 0}
      empty={{
        icon: ShieldBan,
        title: t("blocked.emptyTitle"),
        description: t("blocked.emptyText"),
      }}
    >
      {(people) => (
        <ul
          aria-label={t("blocked.list")}
          className="divide-y divide-border overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border"
        >
          {people.map((person) => (
            <BlockedPersonRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
