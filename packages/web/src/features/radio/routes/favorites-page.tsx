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
import { ShowGridSkeleton } from "./shows-page";

/** /radio/favorites: the shows she follows. */
export function Component() {
  const session = useSession();
  return (
    <RadioFrame title="Favourites">
      {session.status === "loading" ? (
        <PageLoading />
      ) : session.status === "signed-out" ? (
        <SignInRequired description="Sign in to keep your favourite shows." />
      ) : (
        <Favorites />
      )}
    </RadioFrame>
  );
}

function Favorites() {
  const favorites = useFavorites();
  return (
    <QueryState
      query={favorites}
      loading={<ShowGridSkeleton />}
      errorTitle="We couldn't load your favourites"
      isEmpty={(data) => data.items.length === 0}
      empty={{
        icon: Heart,
        title: "No favourite shows yet",
        description: "Add a show to your favourites to find its new episodes here.",
        action: (
          <Button asChild>
            <Link to="/radio/shows">Browse shows</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ul aria-label="Favourite shows" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {data.items.map((show) => (
            <ShowCard key={show.id} show={show} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
