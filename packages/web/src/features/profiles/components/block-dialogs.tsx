import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSetBlocked } from "../api/set-blocked";
import { useProfilesT } from "../i18n";
import { ConfirmDialog } from "./confirm-dialog";

type BlockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { id: string; full_name: string };
  block: boolean;
};

/** Block User explains what blocking does before it happens; Unblock confirms the way back. */
export function BlockDialog({ open, onOpenChange, person, block }: BlockDialogProps) {
  const { t } = useProfilesT();
  const setBlocked = useSetBlocked();
  const confirm = () =>
    setBlocked.mutate(
      { personId: person.id, block },
      {
        onSuccess: () => {
          toast.success(t(block ? "block.blocked" : "block.unblocked", { name: person.full_name }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  if (block) {
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        destructive
        title={t("block.title", { name: person.full_name })}
        description={t("block.description")}
        confirmLabel={t("block.confirm")}
        pending={setBlocked.isPending}
        onConfirm={confirm}
      >
        <ul className="grid list-disc gap-1.5 pl-5 text-foreground/90 text-sm">
          <li>{t("block.effects.find")}</li>
          <li>{t("block.effects.follow")}</li>
          <li>{t("block.effects.contact")}</li>
        </ul>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("block.unblockTitle", { name: person.full_name })}
      description={t("block.unblockDescription")}
      confirmLabel={t("block.unblock")}
      pending={setBlocked.isPending}
      onConfirm={confirm}
    />
  );
}
