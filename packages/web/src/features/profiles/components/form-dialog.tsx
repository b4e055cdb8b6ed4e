import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The scrolling middle: usually a `<form id=…>`. */
  children: ReactNode;
  /** Fixed at the bottom: the buttons (a submit button points at the form with `form=`). */
  footer: ReactNode;
  /** An alert dialog for confirmations, so screen readers announce it as one. */
  alert?: boolean;
};

/** A centred dialog on large screens, a bottom sheet on phones; Radix traps and returns focus in both. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  alert,
}: FormDialogProps) {
  const large = useMediaQuery(LARGE_SCREEN);
  // Radix sets role="dialog"; pass a role only to make it an alert dialog (undefined would erase it).
  const role = alert ? { role: "alertdialog" } : {};
  if (large) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent {...role} className="flex max-h-[calc(100dvh-4rem)] max-w-xl flex-col gap-0 p-0">
          <DialogHeader className="px-6 pt-6 pb-4">
            <DialogTitle>{title}</DialogTitle>
            {description ? (
              <DialogDescription>{description}</DialogDescription>
            ) : (
              <DialogDescription className="sr-only">{title}</DialogDescription>
            )}
          </DialogHeader>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-2">{children}</div>
          <div className="flex flex-col-reverse gap-2 px-6 pt-4 pb-6 sm:flex-row sm:justify-end">
            {footer}
          </div>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" {...role}>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          {description ? (
            <SheetDescription>{description}</SheetDescription>
          ) : (
            <SheetDescription className="sr-only">{title}</SheetDescription>
          )}
        </SheetHeader>
        <SheetBody>{children}</SheetBody>
        <SheetFooter className="flex-col-reverse">{footer}</SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
