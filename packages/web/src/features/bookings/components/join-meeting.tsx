import { Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useBookingsT } from "../i18n";

/** The video meeting's link, for the buyer and the vendor alike. */
export function JoinMeeting({ url, className }: { url: string; className?: string }) {
  const { t } = useBookingsT();
  return (
    <Button asChild size="sm" className={cn("w-fit", className)}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden /> {t("joinMeeting")}
      </a>
    </Button>
  );
}
