import type { ReactNode } from "react";
import { deferredModule, useDeferredModule, useFocusCarry, useRequestOnIntent } from "@/lib/deferred";

const radix = deferredModule(() => import("./tooltip-radix").then((m) => m.RadixTooltip));

export type TooltipProps = {
  /** What the tooltip says; it supplements, never replaces, the trigger's own accessible name. */
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
};

/**
 * A short hint on hover or keyboard focus for a single focusable child. The child is drawn at once; the hint's
 * code arrives when the page is idle or the pointer first comes near.
 */
export function Tooltip({ content, children, side = "bottom" }: TooltipProps) {
  const focus = useFocusCarry(radix.current());
  const [RadixTooltip, request] = useDeferredModule(radix, focus.noteFocus);
  useRequestOnIntent(focus.box, request, RadixTooltip !== undefined);
  return (
    <span ref={focus.box} className="contents">
      {RadixTooltip ? (
        <RadixTooltip content={content} side={side}>
          {children}
        </RadixTooltip>
      ) : (
        children
      )}
    </span>
  );
}
