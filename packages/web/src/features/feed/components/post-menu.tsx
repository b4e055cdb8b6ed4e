import type { PostView } from "@saheli/core/contracts/feed";
import { useQueryClient } from "@tanstack/react-query";
import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { useSaveToCollection } from "@/lib/save-to-collection";
import { useHidePost, useSavePost } from "../api/keep-actions";
import { patchPost } from "../api/post-cache";
import { useFeedT } from "../i18n";
import { DeletePostDialog } from "./delete-post-dialog";
import { EditPostDialog } from "./edit-post-dialog";
import { ReportDialog } from "./report-dialog";

type Props = { post: PostView; onHidden: () => void; onDeleted?: () => void };

/** Save for everyone; edit and delete for the author; hide and report for everyone else. */
export function PostMenu({ post, onHidden, onDeleted }: Props) {
  const [dialog, setDialog] = useState<"edit" | "delete" | "report" | null>(null);
  const save = useSavePost(post.id);
  const saveToCollection = useSaveToCollection();
  const queryClient = useQueryClient();
  const hide = useHidePost(post.id);
  const { t } = useFeedT();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("menu.options")}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() =>
              save.mutate(!post.saved, {
                onSuccess: ({ saved }) =>
                  toast.success(saved ? t("menu.savedToast") : t("menu.removedToast")),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {post.saved ? t("menu.unsave") : t("menu.save")}
          </DropdownMenuItem>
          {saveToCollection && (
            <DropdownMenuItem
              onSelect={() =>
                saveToCollection({
                  kind: "post",
                  id: post.id,
                  title: postTitle(post, t("menu.thisPost")),
                  onSaved: () => patchPost(queryClient, post.id, (p) => ({ ...p, saved: true })),
                })
              }
            >
              {post.saved ? t("menu.moveToCollection") : t("menu.saveToCollection")}
            </DropdownMenuItem>
          )}
          {post.is_owner ? (
            <>
              {!post.is_repost && (
                <DropdownMenuItem onSelect={() => setDialog("edit")}>{t("menu.edit")}</DropdownMenuItem>
              )}
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
                {t("menu.delete")}
              </DropdownMenuItem>
            </>
          ) : (
            <>
              <DropdownMenuItem
                onSelect={() =>
                  hide.mutate({ hide: true }, { onSuccess: onHidden, onError: (e) => toast.error(e.message) })
                }
              >
                {t("menu.hide")}
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog("report")}>
                {t("menu.report")}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {post.is_owner ? (
        <>
          <EditPostDialog
            post={post}
            open={dialog === "edit"}
            onOpenChange={(open) => setDialog(open ? "edit" : null)}
          />
          <DeletePostDialog
            postId={post.id}
            open={dialog === "delete"}
            onOpenChange={(open) => setDialog(open ? "delete" : null)}
            onDeleted={onDeleted}
          />
        </>
      ) : (
        <ReportDialog
          postId={post.id}
          open={dialog === "report"}
          onOpenChange={(open) => setDialog(open ? "report" : null)}
        />
      )}
    </>
  );
}

/** How the collection dialog names a post: its title, else the start of its words. */
function postTitle(post: PostView, fallback: string): string {
  const text = (post.title || post.content || "").trim().replace(/\s+/g, " ");
  if (!text) return fallback;
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
