import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useDeletePost } from "../api/post-actions";
import { useFeedT } from "../i18n";

type Props = { postId: string; open: boolean; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Deleting a post is final: it asks first. */
export function DeletePostDialog({ postId, open, onOpenChange, onDeleted }: Props) {
  const remove = useDeletePost(postId);
  const { t } = useFeedT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("deletePost.title")}</DialogTitle>
          <DialogDescription>{t("deletePost.description")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t("deletePost.cancel")}
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t("deletePost.done"));
                  onOpenChange(false);
                  onDeleted?.();
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t("deletePost.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
