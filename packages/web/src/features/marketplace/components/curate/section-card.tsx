import { moveItem, ShopFrontLimits, ShopFrontMessages } from "@saheli/core/shop-front";
import { ListPlus, Trash2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import type { DraftSection } from "@/features/marketplace/lib/shop-front-draft";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { ListingPicker } from "./listing-picker";
import { MoveButtons } from "./move-buttons";
import { SortableList } from "./sortable-list";

type Props = {
  section: DraftSection;
  index: number;
  count: number;
  handle: ReactNode;
  onChange: (next: DraftSection) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One section: its title, its listings in order (drag or Move up/down), add listings, remove it. */
export function SectionCard({ section, index, count, handle, onChange, onMove, onRemove }: Props) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const name = section.title.trim() || t("curate.section.fallbackName", { n: index + 1 });
  const titleId = `section-title-${section.key}`;
  const error = section.title.trim() === "" ? messageIn(ShopFrontMessages.sectionTitleRequired) : undefined;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border sm:p-4">
      <div className="flex items-end gap-1">
        {handle}
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={titleId} className="font-medium text-sm">
            {t("curate.section.title")}
          </label>
          <Input
            id={titleId}
            value={section.title}
            maxLength={ShopFrontLimits.sectionTitleMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${titleId}-error` : undefined}
            placeholder={t("curate.section.placeholder")}
            onChange={(event) => onChange({ ...section, title: event.target.value })}
          />
        </div>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={t("curate.section.remove", { name })}
          title={t("curate.section.removeTitle")}
          onClick={() => setRemoving(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error && (
        <p id={`${titleId}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {section.listings.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("curate.section.noListings")}</p>
      ) : (
        <SortableList
          items={section.listings}
          idOf={(listing) => listing.id}
          nameOf={(listing) => listing.title}
          label={t("curate.section.listingsIn", { name })}
          onReorder={(listings) => onChange({ ...section, listings })}
        >
          {(listing, listingHandle, at) => (
            <div className="flex min-w-0 items-center gap-1 rounded-xl bg-muted/40 p-1.5 pr-1 ring-1 ring-border">
              {listingHandle}
              <FallbackImage
                src={listing.image_url}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-lg bg-muted object-cover"
              />
              <span className="min-w-0 flex-1 truncate px-1 text-sm">{listing.title}</span>
              <MoveButtons
                name={listing.title}
                index={at}
                count={section.listings.length}
                onMove={(to) => onChange({ ...section, listings: moveItem(section.listings, at, to) })}
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-9"
                aria-label={t("curate.section.takeOut", { title: listing.title, name })}
                title={t("curate.section.takeOutTitle")}
                onClick={() =>
                  onChange({
                    ...section,
                    listings: section.listings.filter((item) => item.id !== listing.id),
                  })
                }
              >
                <X aria-hidden />
              </Button>
            </div>
          )}
        </SortableList>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setPicking(true)}
      >
        <ListPlus aria-hidden /> {t("curate.section.choose")}
      </Button>
      <ListingPicker
        open={picking}
        onOpenChange={setPicking}
        sectionTitle={section.title}
        chosen={section.listings}
        onChange={(listings) => onChange({ ...section, listings })}
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t("curate.section.confirmTitle", { name })}
        description={t("curate.section.confirmText")}
        confirmLabel={t("curate.section.removeTitle")}
        pending={false}
        onConfirm={() => {
          setRemoving(false);
          onRemove();
        }}
      />
    </div>
  );
}
