import { Heart } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { useFavorites } from "../api/radio";
import { RadioFrame } from "../components/radio-frame";
import { ShowCard } from "../components/show-card";
import { useRadioT } from "../i18n";
import { ShowGridSkeleton } from "./shows-page";

/** /radio/favorites: the shows she follows. */
export function Component() {
  const { t } = useRadioT();
  const session = useSession();
  return (
    <RadioFrame title={t("favourites.title")}>
      {session.status === "loading" ? (
        <PageLoading />
      ) : session.status === "signed-out" ? (
        <SignInRequired description={t("favourites.signIn")} />
      ) : (
        <Favorites />
      )}
    </RadioFrame>
  );
}

function Favorites() {
  const { t } = useRadioT();
  const favorites = useFavorites();
  return (
    <QueryState
      query={favorites}
      loading={<ShowGridSkeleton />}
      errorTitle={t("favourites.error")}
      isEmpty={(data) => data.items.length === 0}
      empty={{
        icon: Heart,
        title: t("favourites.empty"),
        description: t("favourites.emptyHint"),
        action: (
          <Button asChild>
            <Link to="/radio/shows">{t("favourites.browse")}</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ul
          aria-label={t("favourites.list")}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {data.items.map((show) => (
            <ShowCard key={show.id} show={show} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
