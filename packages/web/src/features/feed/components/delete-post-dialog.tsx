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

type Props = { postId: string; open: boolean; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Deleting a post is final: it asks first. */
export function DeletePostDialog({ postId, open, onOpenChange, onDeleted }: Props) {
  const remove = useDeletePost(postId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            It disappears from every feed, with its reactions and comments.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success("Post deleted");
                  onOpenChange(false);
                  onDeleted?.();
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Delete post
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
