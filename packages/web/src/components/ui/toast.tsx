import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";
import { usePageIdle } from "@/lib/deferred";

// Sonner (about 10 KB) loads once the page is idle, or with the first toast, which shows as soon as it has.
let sonner: Promise<typeof import("sonner")> | undefined;
let onFirstToast: (() => void) | undefined;
const loadSonner = () => {
  sonner ??= import("sonner");
  onFirstToast?.();
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
  const idle = usePageIdle();
  const [asked, setAsked] = useState(sonner !== undefined);
  useEffect(() => {
    onFirstToast = () => setAsked(true);
    return () => {
      onFirstToast = undefined;
    };
  }, []);
  if (!idle && !asked) return null;
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
