import type { SavedItem } from "@saheli/core/contracts/saved";
import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { type SavedThing, usePlaceThing, useUnsaveThing } from "../api/item-actions";
import { useSavedT } from "../i18n";
import { CollectionPickerDialog } from "./collection-picker-dialog";

const idOf = (item: SavedItem) =>
  item.kind === "post" ? item.post.id : item.kind === "listing" ? item.listing.id : item.job.id;

/** Move to another collection, take out of its collection, or unsave (with an undo). */
export function SavedItemMenu({ item, title }: { item: SavedItem; title: string }) {
  const { t } = useSavedT();
  const [moving, setMoving] = useState(false);
  const place = usePlaceThing();
  const unsave = useUnsaveThing();
  const thing: SavedThing = { kind: item.kind, id: idOf(item) };
  const moveTo = (collectionId: string | null, done?: string) =>
    place.mutate(
      { thing, collectionId },
      {
        onSuccess: () => {
          setMoving(false);
          if (done) toast.success(done);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const remove = () =>
    unsave.mutate(thing, {
      onSuccess: () =>
        toast.success(t("menu.removed"), {
          action: { label: t("menu.undo"), onClick: () => moveTo(item.collection_id, t("menu.savedAgain")) },
        }),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("menu.options", { title })}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setMoving(true)}>
            {item.collection_id ? t("menu.move") : t("menu.add")}
          </DropdownMenuItem>
          {item.collection_id && (
            <DropdownMenuItem onSelect={() => moveTo(null, t("menu.takenOut"))}>
              {t("menu.takeOut")}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem variant="destructive" onSelect={remove}>
            {t("menu.unsave")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CollectionPickerDialog
        open={moving}
        onOpenChange={setMoving}
        title={t("menu.moveTitle")}
        description={t("menu.moveDescription", { title })}
        current={item.collection_id}
        pending={place.isPending}
        onPick={(collectionId) => moveTo(collectionId, t("menu.moved"))}
      />
    </>
  );
}
