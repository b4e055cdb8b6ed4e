import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { connectionRequestsQueryOptions } from "../api/get-connection-requests";
import { discoveryQueryOptions } from "../api/get-discovery";
import { peopleListQueryOptions } from "../api/get-people-list";
import { useNetworkT } from "../i18n";

export const NETWORK_TABS = [
  "received",
  "sent",
  "suggestions",
  "connections",
  "followers",
  "following",
] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];

export function isNetworkTab(value: string | null): value is NetworkTab {
  return (NETWORK_TABS as readonly string[]).includes(value ?? "");
}

export type NetworkTabItem = {
  value: NetworkTab;
  label: string;
  /** Used on phones, where six tabs share two rows. */
  shortLabel?: string;
  count?: number;
  content: ReactNode;
};

type NetworkTabsProps = {
  personId: string;
  tabs: NetworkTabItem[];
  value: NetworkTab;
  onValueChange: (tab: NetworkTab) => void;
};

/** Scrolling pills on phones; a side list from the large breakpoint, where arrow keys move up and down. */
export function NetworkTabs({ personId, tabs, value, onValueChange }: NetworkTabsProps) {
  const { t } = useNetworkT();
  const large = useMediaQuery(LARGE_SCREEN);
  const prefetch = usePrefetchTab(personId);
  return (
    <Tabs
      value={value}
      onValueChange={(next) => isNetworkTab(next) && onValueChange(next)}
      orientation={large ? "vertical" : "horizontal"}
      className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      <TabsList
        aria-label={t("myNetwork.tabs.label")}
        className={cn(
          "grid w-full grid-cols-3 gap-1 rounded-2xl",
          "lg:sticky lg:top-24 lg:flex lg:flex-col lg:items-stretch lg:bg-card lg:p-2 lg:shadow-card lg:ring-1 lg:ring-border",
        )}
      >
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            // One name at every width: the phone's short label is only what shows.
            aria-label={
              tab.count === undefined
                ? tab.label
                : t("myNetwork.tabs.withCount", { label: tab.label, n: tab.count })
            }
            onPointerEnter={() => prefetch(tab.value)}
            onFocus={() => prefetch(tab.value)}
            className="rounded-xl px-2 sm:px-4 lg:h-10 lg:justify-between lg:px-3 lg:data-[state=active]:bg-primary-soft"
          >
            {tab.shortLabel ? (
              <>
                <span className="sm:hidden">{tab.shortLabel}</span>
                <span className="hidden sm:inline">{tab.label}</span>
              </>
            ) : (
              tab.label
            )}
            {tab.count !== undefined && (
              <span
                className={cn(
                  "min-w-5 rounded-full bg-background px-1.5 text-center font-semibold text-xs tabular-nums",
                  tab.count > 0 && (tab.value === "received" ? "bg-primary text-primary-foreground" : ""),
                )}
              >
                {tab.count}
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-0 min-w-0">
          <h2 className="sr-only">{tab.label}</h2>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Hovering or focusing a tab starts its request, so the panel is usually ready when it opens. */
function usePrefetchTab(personId: string) {
  const queryClient = useQueryClient();
  return (tab: NetworkTab) => {
    switch (tab) {
      case "received":
      case "sent":
        return void queryClient.prefetchQuery(connectionRequestsQueryOptions(tab));
      case "suggestions":
        return void queryClient.prefetchQuery(discoveryQueryOptions("suggestions"));
      default:
        return void queryClient.prefetchInfiniteQuery(peopleListQueryOptions(personId, tab));
    }
  };
}
