import { moveItem, ShopFrontLimits } from "@saheli/core/shop-front";
import { ListPlus, Trash2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import type { DraftSection } from "@/features/marketplace/lib/shop-front-draft";
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
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const name = section.title.trim() || `Section ${index + 1}`;
  const titleId = `section-title-${section.key}`;
  const error = section.title.trim() === "" ? "Please give the section a title" : undefined;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border sm:p-4">
      <div className="flex items-end gap-1">
        {handle}
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={titleId} className="font-medium text-sm">
            Section title
          </label>
          <Input
            id={titleId}
            value={section.title}
            maxLength={ShopFrontLimits.sectionTitleMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${titleId}-error` : undefined}
            placeholder="New this week"
            onChange={(event) => onChange({ ...section, title: event.target.value })}
          />
        </div>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={`Remove ${name}`}
          title="Remove section"
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
        <p className="text-muted-foreground text-sm">
          No listings yet. Buyers see a section once it has one.
        </p>
      ) : (
        <SortableList
          items={section.listings}
          idOf={(listing) => listing.id}
          nameOf={(listing) => listing.title}
          label={`Listings in ${name}`}
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
                aria-label={`Take ${listing.title} out of ${name}`}
                title="Take out"
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
        <ListPlus aria-hidden /> Choose listings
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
        title={`Remove ${name}?`}
        description="The section leaves your shop front when you save. Its listings stay in your shop."
        confirmLabel="Remove section"
        pending={false}
        onConfirm={() => {
          setRemoving(false);
          onRemove();
        }}
      />
    </div>
  );
}
