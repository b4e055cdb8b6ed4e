import { useHome } from "../api/get-home";
import { HomeError } from "../components/home-error";
import { HomeHero } from "../components/home-hero";
import { HomeSections } from "../components/home-sections";
import { HomeSkeleton } from "../components/home-skeleton";

export function Component() {
  const home = useHome();
  return (
    <>
      <title>Saheli — shop, connect and grow together</title>
      <HomeHero />
      {home.isPending && <HomeSkeleton />}
      {home.isError && (
        <HomeError error={home.error} retrying={home.isFetching} onRetry={() => void home.refetch()} />
      )}
      {home.isSuccess && <HomeSections data={home.data} />}
    </>
  );
}
