import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useDownloadLink } from "../api/get-download-link";

type Props = { orderNumber: string; itemId: string; title: string; downloadsLeft: number };

/** A digital purchase: a fresh signed link (24 hours) each time, at most 5 downloads in all. */
export function DownloadButton({ orderNumber, itemId, title, downloadsLeft }: Props) {
  const link = useDownloadLink(orderNumber);
  const download = () =>
    link.mutate(itemId, {
      onSuccess: (answer) => {
        toast.success(`Downloading ${answer.file_name}`, {
          description: `${answer.downloads_left} ${answer.downloads_left === 1 ? "download" : "downloads"} left`,
        });
        window.location.assign(answer.url);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={downloadsLeft <= 0}
        loading={link.isPending}
        onClick={download}
        aria-label={`Download ${title}`}
      >
        <Download aria-hidden /> Download
      </Button>
      <span className="text-muted-foreground text-xs">
        {downloadsLeft} {downloadsLeft === 1 ? "download" : "downloads"} left
      </span>
    </div>
  );
}
