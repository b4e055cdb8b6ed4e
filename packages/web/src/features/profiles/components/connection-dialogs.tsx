import { toast } from "@/components/ui/toast";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { errorMessage } from "@/lib/error-message";
import { useProfilesT } from "../i18n";
import { ConfirmDialog } from "./confirm-dialog";

type ConnectionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { full_name: string };
  connectionId: string;
  /** A pending request she sent (withdraw) or an accepted connection (remove). */
  pending: boolean;
};

/** Withdraw a pending request, or remove a connection: both `DELETE /api/connections/{id}`. */
export function ConnectionDialog({
  open,
  onOpenChange,
  person,
  connectionId,
  pending,
}: ConnectionDialogProps) {
  const { t } = useProfilesT();
  const remove = useRemoveConnection();
  const confirm = () =>
    remove.mutate(connectionId, {
      onSuccess: () => {
        toast.success(
          pending ? t("connection.withdrawn") : t("connection.removed", { name: person.full_name }),
        );
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive={!pending}
      title={
        pending ? t("connection.withdrawTitle") : t("connection.removeTitle", { name: person.full_name })
      }
      description={
        pending
          ? t("connection.withdrawDescription", { name: person.full_name })
          : t("connection.removeDescription")
      }
      confirmLabel={pending ? t("connection.withdraw") : t("connection.remove")}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
