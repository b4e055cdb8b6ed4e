import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const sizeClasses = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  size?: keyof typeof sizeClasses;
  /** Read by screen readers; pass `null` when the surrounding element already says it is busy. */
  label?: string | null;
};

export function Spinner({ size = "md", label = "Loading", className, ...props }: SpinnerProps) {
  const announced = label !== null;
  return (
    <span
      role={announced ? "status" : undefined}
      aria-hidden={announced ? undefined : true}
      className={cn("inline-flex shrink-0 items-center justify-center", className)}
      {...props}
    >
      <LoaderCircle aria-hidden className={cn("animate-spin", sizeClasses[size])} />
      {announced && <span className="sr-only">{label}</span>}
    </span>
  );
}
