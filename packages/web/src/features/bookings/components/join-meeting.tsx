import { Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** The video meeting's link, for the buyer and the vendor alike. */
export function JoinMeeting({ url, className }: { url: string; className?: string }) {
  return (
    <Button asChild size="sm" className={cn("w-fit", className)}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden /> Join meeting
      </a>
    </Button>
  );
}
