import { cva } from "class-variance-authority";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { DialogOverlay, OverlayCloseButton } from "./dialog";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva(
  "fixed z-50 flex flex-col bg-card text-card-foreground shadow-overlay focus:outline-none",
  {
    variants: {
      side: {
        left: [
          "inset-y-0 left-0 h-dvh w-[85vw] max-w-sm border-border border-r",
          "data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left",
        ],
        right: [
          "inset-y-0 right-0 h-dvh w-[85vw] max-w-sm border-border border-l",
          "data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right",
        ],
        bottom: [
          "inset-x-0 bottom-0 max-h-[90dvh] rounded-t-3xl border-border border-t pb-[env(safe-area-inset-bottom)]",
          "data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom",
        ],
      },
    },
    defaultVariants: { side: "right" },
  },
);

export type SheetSide = "left" | "right" | "bottom";

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  hideCloseButton?: boolean;
  closeLabel?: string;
};

/** A drawer: left or right for panels (24rem wide, near full width on phones), bottom for mobile sheets. */
export function SheetContent({
  side = "right",
  className,
  children,
  hideCloseButton = false,
  closeLabel,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {side === "bottom" && (
          <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border" />
        )}
        {children}
        {!hideCloseButton && <OverlayCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex shrink-0 flex-col gap-1 border-border border-b px-5 py-4 pr-14", className)}
      {...props}
    />
  );
}

/** The scrolling middle of a sheet, between a fixed header and footer. */
export function SheetBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("min-h-0 flex-1 overflow-y-auto px-5 py-4", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex shrink-0 flex-col gap-2 border-border border-t px-5 py-4", className)}
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("font-display font-semibold text-foreground text-lg leading-tight", className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-muted-foreground text-sm", className)} {...props} />
  );
}
