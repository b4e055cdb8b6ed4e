import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { registerHomePreloaders } from "@/features/home/lib/preloaders";
import { registerMarketplacePreloaders } from "@/features/marketplace/lib/preloaders";
import { queryClient } from "@/lib/query-client";

registerHomePreloaders(queryClient);
registerMarketplacePreloaders(queryClient);

/** Everything the whole app shares: server-state cache and the toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
