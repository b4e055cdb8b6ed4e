import type { ShopFront } from "@saheli/core/contracts/shop-front";
import type { ShopView } from "@saheli/core/contracts/shops";
import { moveItem, ShopFrontLimits, ShopFrontMessages } from "@saheli/core/shop-front";
import { ArrowLeft, Eye, EyeOff, Plus, Store } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useMyShopFront, useSaveShopFront } from "../api/shop-front";
import { useMyShop } from "../api/shops";
import { BannerField } from "../components/curate/banner-field";
import { SectionCard } from "../components/curate/section-card";
import { ShopFrontPreview } from "../components/curate/shop-front-preview";
import { SortableList } from "../components/curate/sortable-list";
import { useMarketplaceT } from "../i18n";
import { changed, type DraftSection, draftOf, inputOf, newSectionKey } from "../lib/shop-front-draft";

/** /curate-shop: her shop front — titled sections of her listings in her order, and a banner. */
export function Component() {
  const { t } = useMarketplaceT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("curate.page.signIn")} />;
  return <CurateShop />;
}

function CurateShop() {
  const { t } = useMarketplaceT();
  const mine = useMyShop();
  const front = useMyShopFront();
  if (mine.isPending) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={mine.isError ? t("curate.page.loadFailed") : t("curate.page.noShop")}
        action={
          mine.isError ? (
            <Button variant="outline" onClick={() => mine.refetch()}>
              {t("curate.page.retry")}
            </Button>
          ) : (
            <Button asChild>
              <Link to="/create-shop">{t("curate.page.createShop")}</Link>
            </Button>
          )
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("curate.page.title")}</title>
      <div className="grid gap-2">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/vendor/products">
            <ArrowLeft aria-hidden /> {t("curate.page.back")}
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h1 className="font-display font-semibold text-2xl">{t("curate.page.heading")}</h1>
          <Button asChild variant="link">
            <Link to={`/shop/${encodeURIComponent(shop.slug)}`}>{t("curate.page.viewShop")}</Link>
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">{t("curate.page.intro")}</p>
      </div>
      <QueryState
        query={front}
        loading={
          <div className="grid gap-4">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        }
        errorTitle={t("curate.page.error")}
      >
        {(data) => <Editor key={data.shop_id} shop={shop} saved={data} />}
      </QueryState>
    </div>
  );
}

function Editor({ shop, saved }: { shop: ShopView; saved: ShopFront }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const [sections, setSections] = useState<DraftSection[]>(() => draftOf(saved));
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveShopFront();
  const dirty = changed(sections, saved);
  const untitled = sections.some((section) => section.title.trim() === "");
  const full = sections.length >= ShopFrontLimits.sectionsMax;

  const update = (index: number, next: DraftSection) =>
    setSections((all) => all.map((section, at) => (at === index ? next : section)));
  const add = () => setSections((all) => [...all, { key: newSectionKey(), title: "", listings: [] }]);
  const submit = () =>
    save.mutate(inputOf(sections), {
      onSuccess: (front) => {
        setSections(draftOf(front));
        toast.success(messageIn(ShopFrontMessages.saved));
      },
      onError: (error) => toast.error(t("curate.editor.saveFailed"), { description: error.message }),
    });

  return (
    <>
      <BannerField shopId={shop.id} url={saved.banner_url} />
      <section aria-labelledby="sections-heading" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sections-heading" className="font-display font-semibold text-lg">
            {t("curate.editor.sections")}{" "}
            <span className="font-normal font-sans text-muted-foreground text-sm">
              {t("curate.editor.sectionsCount", { n: sections.length, max: ShopFrontLimits.sectionsMax })}
            </span>
          </h2>
          <Button type="button" variant="outline" size="sm" disabled={full} onClick={add}>
            <Plus aria-hidden /> {t("curate.editor.addSection")}
          </Button>
        </div>
        {sections.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={t("curate.editor.empty")}
            description={t("curate.editor.emptyHint")}
            action={
              <Button type="button" onClick={add}>
                <Plus aria-hidden /> {t("curate.editor.addSection")}
              </Button>
            }
            className="rounded-2xl bg-card shadow-card ring-1 ring-border"
          />
        ) : (
          <SortableList
            items={sections}
            idOf={(section) => section.key}
            nameOf={(section) => section.title.trim() || t("curate.editor.untitled")}
            label={t("curate.editor.sections")}
            className="gap-4"
            onReorder={setSections}
          >
            {(section, handle, index) => (
              <SectionCard
                section={section}
                index={index}
                count={sections.length}
                handle={handle}
                onChange={(next) => update(index, next)}
                onMove={(to) => setSections((all) => moveItem(all, index, to))}
                onRemove={() => setSections((all) => all.filter((_, at) => at !== index))}
              />
            )}
          </SortableList>
        )}
        {full && (
          <p className="text-muted-foreground text-sm">{messageIn(ShopFrontMessages.tooManySections)}.</p>
        )}
      </section>
      {previewing && (
        <ShopFrontPreview banner={saved.banner_url} sections={sections} currency={shop.shop_currency} />
      )}
      <div className="sticky bottom-16 z-10 flex flex-wrap items-center justify-end gap-2 rounded-2xl bg-card/95 p-3 shadow-overlay ring-1 ring-border backdrop-blur lg:bottom-4">
        <p role="status" className="mr-auto text-muted-foreground text-sm">
          {dirty ? t("curate.editor.unsaved") : t("curate.editor.saved")}
        </p>
        <Button
          type="button"
          variant="ghost"
          aria-pressed={previewing}
          onClick={() => setPreviewing((on) => !on)}
        >
          {previewing ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {previewing ? t("curate.editor.hidePreview") : t("curate.editor.preview")}
        </Button>
        <Button type="button" loading={save.isPending} disabled={!dirty || untitled} onClick={submit}>
          {t("curate.editor.save")}
        </Button>
      </div>
    </>
  );
}
