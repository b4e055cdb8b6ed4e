import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useAddSectionItem } from "../api/add-section-item";
import type { ProfileSection, SectionInput } from "../api/section-path";
import { useUpdateSectionItem } from "../api/update-section-item";
import { useProfilesT } from "../i18n";

type SaveOptions = {
  profileId: string;
  /** The item being edited; none when adding. */
  itemId?: string;
  toasts: { added: string; updated: string };
  onSaved: () => void;
};

/** Adds or updates one experience, education or skill item; the server's message lands in `serverError`. */
export function useSaveSectionItem<S extends ProfileSection>(section: S, options: SaveOptions) {
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddSectionItem<S>();
  const update = useUpdateSectionItem<S>();
  const { profileId, itemId, toasts, onSaved } = options;

  function save(input: SectionInput[S]) {
    setServerError(null);
    const done = {
      onSuccess: () => {
        toast.success(itemId ? toasts.updated : toasts.added);
        onSaved();
      },
      onError: (failure: unknown) => setServerError(errorMessage(failure)),
    };
    if (itemId) update.mutate({ profileId, section, itemId, input }, done);
    else add.mutate({ profileId, section, input }, done);
  }

  return { save, serverError, pending: add.isPending || update.isPending };
}

/** Cancel and Save under a dialog's form (Save submits the form by its id). */
export function FormDialogFooter({
  formId,
  pending,
  onCancel,
  saveLabel,
}: {
  formId: string;
  pending: boolean;
  onCancel: () => void;
  saveLabel?: string;
}) {
  const { t } = useProfilesT();
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {t("form.cancel")}
      </Button>
      <Button type="submit" form={formId} loading={pending}>
        {saveLabel ?? t("form.save")}
      </Button>
    </>
  );
}

/** What the server said went wrong, announced to screen readers. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
      {message}
    </p>
  );
}
