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
import { useSession } from "@/lib/session/use-session";
import { useMyShopFront, useSaveShopFront } from "../api/shop-front";
import { useMyShop } from "../api/shops";
import { BannerField } from "../components/curate/banner-field";
import { SectionCard } from "../components/curate/section-card";
import { ShopFrontPreview } from "../components/curate/shop-front-preview";
import { SortableList } from "../components/curate/sortable-list";
import { changed, type DraftSection, draftOf, inputOf, newSectionKey } from "../lib/shop-front-draft";

/** /curate-shop: her shop front — titled sections of her listings in her order, and a banner. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description="Sign in to arrange your shop." />;
  return <CurateShop />;
}

function CurateShop() {
  const mine = useMyShop();
  const front = useMyShopFront();
  if (mine.isPending) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={mine.isError ? "We couldn't load your shop" : "You don't have a shop yet"}
        action={
          mine.isError ? (
            <Button variant="outline" onClick={() => mine.refetch()}>
              Retry
            </Button>
          ) : (
            <Button asChild>
              <Link to="/create-shop">Create Shop</Link>
            </Button>
          )
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>Curate your shop · Saheli</title>
      <div className="grid gap-2">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/vendor/products">
            <ArrowLeft aria-hidden /> Back to your dashboard
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h1 className="font-display font-semibold text-2xl">Curate your shop</h1>
          <Button asChild variant="link">
            <Link to={`/shop/${encodeURIComponent(shop.slug)}`}>View your shop</Link>
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">
          Group your listings into sections and put them in the order you like. They show on your shop above
          all your listings.
        </p>
      </div>
      <QueryState
        query={front}
        loading={
          <div className="grid gap-4">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        }
        errorTitle="We couldn't load your shop front"
      >
        {(data) => <Editor key={data.shop_id} shop={shop} saved={data} />}
      </QueryState>
    </div>
  );
}

function Editor({ shop, saved }: { shop: ShopView; saved: ShopFront }) {
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
        toast.success(ShopFrontMessages.saved);
      },
      onError: (error) => toast.error("Couldn't save your shop front", { description: error.message }),
    });

  return (
    <>
      <BannerField shopId={shop.id} url={saved.banner_url} />
      <section aria-labelledby="sections-heading" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sections-heading" className="font-display font-semibold text-lg">
            Sections{" "}
            <span className="font-normal font-sans text-muted-foreground text-sm">
              {sections.length} of {ShopFrontLimits.sectionsMax}
            </span>
          </h2>
          <Button type="button" variant="outline" size="sm" disabled={full} onClick={add}>
            <Plus aria-hidden /> Add section
          </Button>
        </div>
        {sections.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title="No sections yet"
            description="Add one, give it a title like “New this week” or “Bestsellers”, and choose its listings."
            action={
              <Button type="button" onClick={add}>
                <Plus aria-hidden /> Add section
              </Button>
            }
            className="rounded-2xl bg-card shadow-card ring-1 ring-border"
          />
        ) : (
          <SortableList
            items={sections}
            idOf={(section) => section.key}
            nameOf={(section) => section.title.trim() || "Untitled section"}
            label="Sections"
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
        {full && <p className="text-muted-foreground text-sm">{ShopFrontMessages.tooManySections}.</p>}
      </section>
      {previewing && (
        <ShopFrontPreview banner={saved.banner_url} sections={sections} currency={shop.shop_currency} />
      )}
      <div className="sticky bottom-16 z-10 flex flex-wrap items-center justify-end gap-2 rounded-2xl bg-card/95 p-3 shadow-overlay ring-1 ring-border backdrop-blur lg:bottom-4">
        <p role="status" className="mr-auto text-muted-foreground text-sm">
          {dirty ? "You have changes that aren't saved" : "All changes saved"}
        </p>
        <Button
          type="button"
          variant="ghost"
          aria-pressed={previewing}
          onClick={() => setPreviewing((on) => !on)}
        >
          {previewing ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {previewing ? "Hide preview" : "Preview"}
        </Button>
        <Button type="button" loading={save.isPending} disabled={!dirty || untitled} onClick={submit}>
          Save shop front
        </Button>
      </div>
    </>
  );
}
