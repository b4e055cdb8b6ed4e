import type { QueryClient } from "@tanstack/react-query";
import { afterFirstPaint } from "@/lib/deferred";
import { registerPagePreloader } from "@/lib/preload";
import { homeQueryOptions } from "../api/get-home";

/** The home page's code and its one answer, fetched together once the hero has painted. */
export function registerHomePreloaders(queryClient: QueryClient) {
  registerPagePreloader("/", () => {
    void afterFirstPaint().then(() => {
      void import("../routes/home-page");
      void queryClient.prefetchQuery(homeQueryOptions());
    });
  });
}
