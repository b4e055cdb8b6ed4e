import type { SavedCollection } from "@saheli/core/contracts/saved";
import { SavedMessages } from "@saheli/core/saved";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useCreateCollection, useDeleteCollection, useRenameCollection } from "../api/collection-actions";
import { CollectionNameForm } from "./collection-name-form";

type OpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function NewCollectionDialog({
  open,
  onOpenChange,
  onCreated,
}: OpenProps & { onCreated?: (c: SavedCollection) => void }) {
  const create = useCreateCollection();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>New collection</DialogTitle>
          <DialogDescription>
            Group saved posts, listings and jobs under a name of your own.
          </DialogDescription>
        </DialogHeader>
        <CollectionNameForm
          id="collection-name"
          label="Name"
          submitLabel="Create"
          autoFocus
          pending={create.isPending}
          onSubmit={async (name) => {
            const made = await create.mutateAsync(name);
            toast.success(SavedMessages.created);
            onOpenChange(false);
            onCreated?.(made);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

export function RenameCollectionDialog({
  open,
  onOpenChange,
  collection,
}: OpenProps & { collection: SavedCollection }) {
  const rename = useRenameCollection(collection.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Rename collection</DialogTitle>
          <DialogDescription>Its saved things stay as they are.</DialogDescription>
        </DialogHeader>
        <CollectionNameForm
          id="collection-rename"
          label="Name"
          initial={collection.name}
          submitLabel="Save"
          autoFocus
          pending={rename.isPending}
          onSubmit={async (name) => {
            await rename.mutateAsync(name);
            toast.success(SavedMessages.renamed);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

export function DeleteCollectionDialog({
  open,
  onOpenChange,
  collection,
  onDeleted,
}: OpenProps & { collection: SavedCollection; onDeleted?: () => void }) {
  const remove = useDeleteCollection(collection.id);
  const count = collection.item_count;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${collection.name}”?`}
      description={
        count > 0
          ? `The collection goes, but its ${count === 1 ? "item stays" : `${count} items stay`} saved, in All saved.`
          : "The collection is empty; nothing else changes."
      }
      confirmLabel="Delete collection"
      pending={remove.isPending}
      onConfirm={async () => {
        // The promise, not mutate's callbacks: those are dropped if this dialog unmounts with its page.
        try {
          await remove.mutateAsync();
        } catch (error) {
          return toast.error(errorMessage(error));
        }
        toast.success(SavedMessages.deleted);
        onOpenChange(false);
        onDeleted?.();
      }}
    />
  );
}
