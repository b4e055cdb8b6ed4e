import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPage } from "../components/admin-page";
import { CategoriesEditor } from "../components/categories-editor";
import { FeaturedEditor } from "../components/featured-editor";
import { SlidesEditor } from "../components/slides-editor";
import { useAdminT } from "../i18n";

const TABS = ["slides", "featured", "categories"] as const;
type Tab = (typeof TABS)[number];

/** /admin/curation: home slides, featured shops and listings, and categories. */
export function Component() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? "") ? (asked as Tab) : "slides";
  return (
    <AdminPage title={t("curation.title")} description={t("curation.description")}>
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="slides">{t("curation.tabs.slides")}</TabsTrigger>
          <TabsTrigger value="featured">{t("curation.tabs.featured")}</TabsTrigger>
          <TabsTrigger value="categories">{t("curation.tabs.categories")}</TabsTrigger>
        </TabsList>
        <TabsContent value="slides" className="min-w-0 pt-4">
          <SlidesEditor />
        </TabsContent>
        <TabsContent value="featured" className="min-w-0 pt-4">
          <FeaturedEditor />
        </TabsContent>
        <TabsContent value="categories" className="min-w-0 pt-4">
          <CategoriesEditor />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
