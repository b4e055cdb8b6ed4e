import { useSyncExternalStore } from "react";

/** The spec's large breakpoint (1024 px): at and above it the shell shows its desktop layout. */
export const LARGE_SCREEN = "(min-width: 64rem)";

/** Whether a CSS media query matches now, updating when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
