import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { deferredControl } from "@/lib/deferred";

export const SHARE_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary data-[state=open]:bg-muted";

const ShareDropdown = deferredControl(() => import("./share-dropdown").then((m) => m.ShareDropdown));

/** Share this page or copy its link; the menu's code loads after the page has painted. */
export function ShareMenu({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ShareDropdown
      title={title}
      standIn={(trigger) => (
        <button type="button" aria-label={t("header.share.button")} className={SHARE_BUTTON} {...trigger}>
          <Share2 aria-hidden className="size-5" />
        </button>
      )}
    />
  );
}
