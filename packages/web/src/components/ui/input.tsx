import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Shared by text fields so inputs, textareas and select triggers look like one family. */
export const fieldClasses = cn(
  "w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm",
  "transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
);

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        "h-11 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-sm",
        className,
      )}
      {...props}
    />
  );
}
