import { QueryState } from "@/components/query-state";
import { useHome } from "../api/get-home";
import { HomeHero } from "../components/home-hero";
import { HomeSections } from "../components/home-sections";
import { HomeSkeleton } from "../components/home-skeleton";
import { HomeSlides } from "../components/home-slides";
import { useHomeT } from "../i18n";

export function Component() {
  const home = useHome();
  const { t } = useHomeT();
  return (
    <>
      <title>{t("page.title")}</title>
      <HomeHero />
      <QueryState
        query={home}
        loading={<HomeSkeleton />}
        errorTitle={t("page.loadFailed")}
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
