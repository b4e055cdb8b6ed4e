import { ImageEditMessages } from "@saheli/core/image-edit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { useFeedT } from "@/features/feed/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** Asked before closing the editor with changes: nothing is lost without her saying so. */
export function DiscardChanges({ open, onKeep, onDiscard }: Props) {
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogContent role="alertdialog" className="max-w-sm" hideCloseButton>
        <DialogTitle>{messageIn(ImageEditMessages.discardTitle)}</DialogTitle>
        <DialogDescription>{messageIn(ImageEditMessages.discardBody)}</DialogDescription>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onKeep} autoFocus>
            {t("editor.keepEditing")}
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            {t("editor.discard")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
