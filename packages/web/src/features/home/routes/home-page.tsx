import { QueryState } from "@/components/query-state";
import { useHome } from "../api/get-home";
import { HomeHero } from "../components/home-hero";
import { HomeSections } from "../components/home-sections";
import { HomeSkeleton } from "../components/home-skeleton";
import { HomeSlides } from "../components/home-slides";

export function Component() {
  const home = useHome();
  return (
    <>
      <title>Saheli — shop, connect and grow together</title>
      <HomeHero />
      <QueryState
        query={home}
        loading={<HomeSkeleton />}
        errorTitle="We couldn't load the marketplace"
        errorClassName="mx-auto max-w-7xl px-4 py-12"
      >
        {(data) => (
          <>
            <HomeSlides slides={data.slides} />
            <HomeSections data={data} />
          </>
        )}
      </QueryState>
    </>
  );
}
