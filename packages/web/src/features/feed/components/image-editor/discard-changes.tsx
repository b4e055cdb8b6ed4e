import { ImageEditMessages } from "@saheli/core/image-edit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** Asked before closing the editor with changes: nothing is lost without her saying so. */
export function DiscardChanges({ open, onKeep, onDiscard }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogContent role="alertdialog" className="max-w-sm" hideCloseButton>
        <DialogTitle>{ImageEditMessages.discardTitle}</DialogTitle>
        <DialogDescription>{ImageEditMessages.discardBody}</DialogDescription>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onKeep} autoFocus>
            Keep editing
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
