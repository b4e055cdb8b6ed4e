import { useEffect, useRef } from "react";
import { Link, type LinkProps } from "react-router";
import { PRELOAD_HOVER_MS, preloadPath } from "@/lib/preload";

/** A link that fetches its page's data and code when a pointer rests on it for 100 ms, or it gets focus. */
export function PreloadLink({ onPointerEnter, onPointerLeave, onFocus, ...props }: LinkProps) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const path = typeof props.to === "string" ? props.to : (props.to.pathname ?? "");
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Link
      {...props}
      onPointerEnter={(event) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => preloadPath(path), PRELOAD_HOVER_MS);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        clearTimeout(timer.current);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        preloadPath(path);
        onFocus?.(event);
      }}
    />
  );
}
