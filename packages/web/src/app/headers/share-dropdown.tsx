import { Link2, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { i18n } from "@/lib/i18n/i18n";
import { sharePage } from "../share-page";
import { SHARE_BUTTON } from "./share-menu";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18n.t("header.share.copied"));
  } catch {
    window.prompt(i18n.t("header.share.prompt"), url);
  }
}

/** Share this page through the device's share sheet, or copy its link. */
export function ShareDropdown({ title, defaultOpen }: { title: string; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={t("header.share.button")} className={SHARE_BUTTON}>
        <Share2 aria-hidden className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void sharePage(window.location.href, title)}>
          <Share2 aria-hidden /> {t("header.share.page")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copyLink(window.location.href)}>
          <Link2 aria-hidden /> {t("header.share.copyLink")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
