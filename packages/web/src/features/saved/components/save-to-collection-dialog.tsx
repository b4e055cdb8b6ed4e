import { useSavedT } from "../i18n";
import { CollectionPickerDialog } from "./collection-picker-dialog";

type Props = {
  title: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (collectionId: string | null) => void;
};

/** The picker as "Save to a collection" asks it, in her language (its words load with it, not with the shell). */
export function SaveToCollectionDialog({ title, pending, onOpenChange, onPick }: Props) {
  const { t } = useSavedT();
  return (
    <CollectionPickerDialog
      open
      onOpenChange={onOpenChange}
      title={t("provider.title")}
      description={t("provider.description", { title })}
      pending={pending}
      onPick={onPick}
    />
  );
}
