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
import { CollectionPickerDialog } from "./collection-picker-dialog";

const idOf = (item: SavedItem) =>
  item.kind === "post" ? item.post.id : item.kind === "listing" ? item.listing.id : item.job.id;

/** Move to another collection, take out of its collection, or unsave (with an undo). */
export function SavedItemMenu({ item, title }: { item: SavedItem; title: string }) {
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
        toast.success("Removed from saved", {
          action: { label: "Undo", onClick: () => moveTo(item.collection_id, "Saved again") },
        }),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Options for ${title}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setMoving(true)}>
            {item.collection_id ? "Move to another collection" : "Add to a collection"}
          </DropdownMenuItem>
          {item.collection_id && (
            <DropdownMenuItem onSelect={() => moveTo(null, "Taken out of the collection")}>
              Take out of this collection
            </DropdownMenuItem>
          )}
          <DropdownMenuItem variant="destructive" onSelect={remove}>
            Unsave
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CollectionPickerDialog
        open={moving}
        onOpenChange={setMoving}
        title="Move to a collection"
        description={`Choose where “${title}” goes. It stays in All saved either way.`}
        current={item.collection_id}
        pending={place.isPending}
        onPick={(collectionId) => moveTo(collectionId, "Moved")}
      />
    </>
  );
}
