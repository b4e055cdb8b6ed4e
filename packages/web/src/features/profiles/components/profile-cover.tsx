import { useState } from "react";
import { cn } from "@/lib/cn";

/** The wide banner at the top; a warm gradient when there is none (or it fails to load). */
export function ProfileCover({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <div
      className={cn(
        "relative h-32 w-full overflow-hidden bg-gradient-to-br from-secondary via-primary-soft to-accent-soft sm:h-44 lg:h-52",
        className,
      )}
    >
      {shown && (
        <img
          src={shown}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(shown)}
          data-testid="profile-cover"
        />
      )}
    </div>
  );
}
