import { Link2, Share2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { sharePage } from "../share-page";
import { SHARE_BUTTON } from "./share-menu";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  } catch {
    window.prompt("Copy this link", url);
  }
}

/** Share this page through the device's share sheet, or copy its link. */
export function ShareDropdown({ title, defaultOpen }: { title: string; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label="Share" className={SHARE_BUTTON}>
        <Share2 aria-hidden className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void sharePage(window.location.href, title)}>
          <Share2 aria-hidden /> Share page
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copyLink(window.location.href)}>
          <Link2 aria-hidden /> Copy link
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
