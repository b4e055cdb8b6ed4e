import { type ComponentProps, lazy, Suspense } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";

// Sonner (about 10 KB) loads after the first paint; a toast raised before it arrives is shown once it has.
let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};

type Message = string | React.ReactNode;
type Kind = "success" | "error" | "info" | "warning";

function show(kind?: Kind) {
  return (message: Message, data?: ExternalToast) => {
    void loadSonner().then(({ toast }) => (kind ? toast[kind] : toast)(message, data));
  };
}

/** `toast.success(...)`, `toast.error(...)` anywhere; the Toaster below shows them. */
export const toast = Object.assign(show(), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
});

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Mounted once in the app providers. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <Suspense fallback={null}>
      <LazyToaster
        richColors
        position="top-center"
        closeButton
        toastOptions={{
          classNames: { toast: "font-sans rounded-xl! shadow-raised!", title: "font-semibold" },
        }}
        {...props}
      />
    </Suspense>
  );
}
