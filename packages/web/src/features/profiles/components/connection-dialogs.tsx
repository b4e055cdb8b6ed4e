import { toast } from "@/components/ui/toast";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { errorMessage } from "@/lib/error-message";
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
  const remove = useRemoveConnection();
  const confirm = () =>
    remove.mutate(connectionId, {
      onSuccess: () => {
        toast.success(pending ? "Request withdrawn" : `${person.full_name} removed from your connections`);
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive={!pending}
      title={pending ? "Withdraw your request?" : `Remove ${person.full_name}?`}
      description={
        pending
          ? `${person.full_name} won't see your request any more. You can send another later.`
          : "You'll no longer be connected. You both keep following each other until one of you unfollows."
      }
      confirmLabel={pending ? "Withdraw" : "Remove connection"}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
