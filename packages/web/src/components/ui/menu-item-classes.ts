import { cn } from "@/lib/cn";

/** Shared by dropdown-menu rows so every menu in Saheli highlights and disables the same way. */
export const menuItemClasses = cn(
  "relative flex cursor-default select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none",
  "transition-colors data-[highlighted]:bg-primary-soft data-[highlighted]:text-secondary-foreground",
  "data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
  "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground data-[highlighted]:[&_svg]:text-current",
);

export const floatingPanelClasses = cn(
  "z-50 rounded-xl border border-border bg-popover text-popover-foreground shadow-raised",
  "data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out",
  "origin-(--radix-popper-transform-origin)",
);
