import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { TooltipProvider } from "@/components/ui/tooltip";
import { registerMarketplacePreloaders } from "@/features/marketplace/lib/preloaders";
import { queryClient } from "@/lib/query-client";

registerMarketplacePreloaders(queryClient);

/** Everything the whole app shares: server-state cache, tooltips timing and the toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={400} skipDelayDuration={200}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
