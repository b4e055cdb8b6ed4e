import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";

type Props = { content: ReactNode; children: ReactNode; side: "top" | "right" | "bottom" | "left" };

/** Radix's tooltip, loaded after the first paint by `Tooltip`. */
export function RadixTooltip({ content, children, side }: Props) {
  return (
    <TooltipPrimitive.Provider delayDuration={400} skipDelayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-64 rounded-md bg-foreground px-2.5 py-1.5 font-medium text-background text-xs shadow-raised data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
