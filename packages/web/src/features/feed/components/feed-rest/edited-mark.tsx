import type { PostView } from "@saheli/core/contracts/feed";
import { useState } from "react";
import { useFeedT } from "@/features/feed/i18n";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { PostVersionsDialog } from "./post-versions-dialog";

/** "Edited" beside the time; on her own post it opens what the post said before. */
export function EditedMark({ post }: { post: PostView }) {
  const [open, setOpen] = useState(false);
  const { t } = useFeedT();
  const locale = useIntlLocale();
  if (!post.edited_at) return null;
  const when = t("card.editedAt", { when: editedLabel(post.edited_at, locale) });
  if (!post.is_owner) {
    return (
      <span title={when}>
        {" "}
        · <span className="italic">{t("card.edited")}</span>
      </span>
    );
  }
  return (
    <>
      {" "}
      ·{" "}
      <button
        type="button"
        title={when}
        onClick={() => setOpen(true)}
        className="rounded italic hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t("card.edited")}
      </button>
      <PostVersionsDialog post={post} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** "25 Nov 2026, 4:30 pm": when she changed it, in her own time. */
export function editedLabel(iso: string, locale = "en-IN") {
  return new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}
