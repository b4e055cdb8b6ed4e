import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A placeholder shape while content loads; wrap a group of them in an element with aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-shimmer rounded-md bg-muted", className)} {...props} />;
}
