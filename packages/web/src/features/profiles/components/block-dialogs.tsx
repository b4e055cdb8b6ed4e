import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSetBlocked } from "../api/set-blocked";
import { ConfirmDialog } from "./confirm-dialog";

type BlockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { id: string; full_name: string };
  block: boolean;
};

/** Block User explains what blocking does before it happens; Unblock confirms the way back. */
export function BlockDialog({ open, onOpenChange, person, block }: BlockDialogProps) {
  const setBlocked = useSetBlocked();
  const confirm = () =>
    setBlocked.mutate(
      { personId: person.id, block },
      {
        onSuccess: () => {
          toast.success(block ? `You blocked ${person.full_name}` : `You unblocked ${person.full_name}`);
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
        title={`Block ${person.full_name}?`}
        description="She won't be told. You can unblock her later from her profile or your settings."
        confirmLabel="Block"
        pending={setBlocked.isPending}
        onConfirm={confirm}
      >
        <ul className="grid list-disc gap-1.5 pl-5 text-foreground/90 text-sm">
          <li>She won't be able to find or see your profile.</li>
          <li>You'll stop following each other and any connection between you is removed.</li>
          <li>Neither of you can message, mention, connect with or endorse the other.</li>
        </ul>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Unblock ${person.full_name}?`}
      description="She'll be able to see your profile and contact you again. Follows and connections removed by the block don't come back on their own."
      confirmLabel="Unblock"
      pending={setBlocked.isPending}
      onConfirm={confirm}
    />
  );
}
