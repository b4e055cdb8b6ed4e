import { formatBadgeCount } from "@saheli/core/badge-count";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full font-medium [&_svg]:size-3.5",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground",
        secondary: "bg-secondary text-secondary-foreground",
        accent: "bg-accent-soft text-accent-foreground ring-1 ring-accent/40 ring-inset",
        outline: "text-foreground ring-1 ring-border ring-inset",
        muted: "bg-muted text-muted-foreground",
        success: "bg-success-soft text-success",
        warning: "bg-warning-soft text-warning",
        destructive: "bg-destructive-soft text-destructive",
      },
      size: {
        sm: "px-2 py-0.5 text-xs",
        md: "px-2.5 py-1 text-xs",
      },
    },
    defaultVariants: { variant: "secondary", size: "sm" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/** A label such as Member, Admin, Verified or a listing type. */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}

export type CountBadgeProps = Omit<ComponentProps<"span">, "children"> & {
  /** The raw count; shown capped at 99+ (or 9+ when `small`), nothing at all when zero. */
  count?: number;
  /** Text already formatted by the caller; wins over `count`. */
  label?: string | null;
  /** Where space is tight (small screens): cap at 9+. */
  small?: boolean;
};

/** The small counter on header and bottom-bar buttons (cart, chat, alerts). */
export function CountBadge({ count = 0, label, small = false, className, ...props }: CountBadgeProps) {
  const text = label ?? formatBadgeCount(count, small);
  if (!text) return null;
  return (
    <span
      className={cn(
        "pointer-events-none inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full",
        "bg-primary px-1 font-semibold text-[0.6875rem] text-primary-foreground tabular-nums leading-none",
        "ring-2 ring-background",
        className,
      )}
      {...props}
    >
      {text}
    </span>
  );
}
