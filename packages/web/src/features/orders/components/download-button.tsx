import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useDownloadLink } from "../api/get-download-link";
import { useOrdersT } from "../i18n";

type Props = { orderNumber: string; itemId: string; title: string; downloadsLeft: number };

/** A digital purchase: a fresh signed link (24 hours) each time, at most 5 downloads in all. */
export function DownloadButton({ orderNumber, itemId, title, downloadsLeft }: Props) {
  const { t } = useOrdersT();
  const link = useDownloadLink(orderNumber);
  const download = () =>
    link.mutate(itemId, {
      onSuccess: (answer) => {
        toast.success(t("download.toast", { file: answer.file_name }), {
          description: t("download.left", { count: answer.downloads_left }),
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
        aria-label={t("download.aria", { title })}
      >
        <Download aria-hidden /> {t("download.button")}
      </Button>
      <span className="text-muted-foreground text-xs">{t("download.left", { count: downloadsLeft })}</span>
    </div>
  );
}
