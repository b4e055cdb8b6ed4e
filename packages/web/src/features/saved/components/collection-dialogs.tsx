import type { SavedCollection } from "@saheli/core/contracts/saved";
import { SavedMessages } from "@saheli/core/saved";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useCreateCollection, useDeleteCollection, useRenameCollection } from "../api/collection-actions";
import { useSavedT } from "../i18n";
import { CollectionNameForm } from "./collection-name-form";

type OpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function NewCollectionDialog({
  open,
  onOpenChange,
  onCreated,
}: OpenProps & { onCreated?: (c: SavedCollection) => void }) {
  const { t } = useSavedT();
  const messageIn = useMessageIn();
  const create = useCreateCollection();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("dialogs.newTitle")}</DialogTitle>
          <DialogDescription>{t("dialogs.newDescription")}</DialogDescription>
        </DialogHeader>
        <CollectionNameForm
          id="collection-name"
          label={t("dialogs.name")}
          submitLabel={t("dialogs.create")}
          autoFocus
          pending={create.isPending}
          onSubmit={async (name) => {
            const made = await create.mutateAsync(name);
            toast.success(messageIn(SavedMessages.created));
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
  const { t } = useSavedT();
  const messageIn = useMessageIn();
  const rename = useRenameCollection(collection.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("dialogs.renameTitle")}</DialogTitle>
          <DialogDescription>{t("dialogs.renameDescription")}</DialogDescription>
        </DialogHeader>
        <CollectionNameForm
          id="collection-rename"
          label={t("dialogs.name")}
          initial={collection.name}
          submitLabel={t("dialogs.save")}
          autoFocus
          pending={rename.isPending}
          onSubmit={async (name) => {
            await rename.mutateAsync(name);
            toast.success(messageIn(SavedMessages.renamed));
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
  const { t } = useSavedT();
  const messageIn = useMessageIn();
  const remove = useDeleteCollection(collection.id);
  const count = collection.item_count;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialogs.deleteTitle", { name: collection.name })}
      description={count > 0 ? t("dialogs.deleteWithItems", { count }) : t("dialogs.deleteEmpty")}
      confirmLabel={t("dialogs.deleteConfirm")}
      pending={remove.isPending}
      onConfirm={async () => {
        // The promise, not mutate's callbacks: those are dropped if this dialog unmounts with its page.
        try {
          await remove.mutateAsync();
        } catch (error) {
          return toast.error(errorMessage(error));
        }
        toast.success(messageIn(SavedMessages.deleted));
        onOpenChange(false);
        onDeleted?.();
      }}
    />
  );
}
