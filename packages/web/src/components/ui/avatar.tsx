import { useState } from "react";
import { cn } from "@/lib/cn";

const sizeClasses = {
  xs: "size-6 text-[0.625rem]",
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-14 text-lg",
  xl: "size-24 text-3xl",
} as const;

export type AvatarSize = keyof typeof sizeClasses;

const fallbackTints = [
  "bg-secondary text-secondary-foreground",
  "bg-accent-soft text-accent-foreground",
  "bg-success-soft text-success",
  "bg-primary-soft text-primary",
  "bg-warning-soft text-warning",
] as const;

/** Up to two letters: first and last word of a name, or the first letter of a single word. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

/** The same person always gets the same tint, so a feed of initials is easy to scan. */
function tintFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return fallbackTints[hash % fallbackTints.length] ?? fallbackTints[0];
}

export type AvatarProps = {
  /** Gives the initials fallback and its colour. */
  name: string | null | undefined;
  /**
   * Accessible text. Leave it out when the name is shown beside the avatar (the usual case),
   * so screen readers don't hear the name twice; give it when the avatar stands alone.
   */
  alt?: string;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** Square corners for shops and brands; round for people. */
  shape?: "circle" | "rounded";
};

/** The photo, or coloured initials when there is none or it fails to load. */
export function Avatar({ name, alt, src, size = "md", shape = "circle", className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 select-none overflow-hidden bg-muted align-middle",
        shape === "circle" ? "rounded-full" : "rounded-xl",
        sizeClasses[size],
        className,
      )}
    >
      {src && failed !== src ? (
        <img src={src} alt={alt ?? ""} className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span className={cn("flex size-full items-center justify-center font-semibold", tintFor(name ?? ""))}>
          <span aria-hidden>{initialsOf(name)}</span>
          {alt && <span className="sr-only">{alt}</span>}
        </span>
      )}
    </span>
  );
}
