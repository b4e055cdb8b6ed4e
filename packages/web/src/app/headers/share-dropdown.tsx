import { Link2, Share2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { sharePage } from "../share-page";

const ICON_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary data-[state=open]:bg-muted";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  } catch {
    window.prompt("Copy this link", url);
  }
}

/** Share this page through the device's share sheet, or copy its link. */
export function ShareMenu({ title }: { title: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Share" className={ICON_BUTTON}>
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
