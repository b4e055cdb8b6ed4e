import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

/** Mounted once in the app providers; call `toast.success(...)`, `toast.error(...)` anywhere. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      richColors
      position="top-center"
      closeButton
      toastOptions={{ classNames: { toast: "font-sans rounded-xl! shadow-raised!", title: "font-semibold" } }}
      {...props}
    />
  );
}
