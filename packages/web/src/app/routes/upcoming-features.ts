import { Radio } from "lucide-react";
import type { UpcomingFeature } from "./upcoming-feature";

/**
 * Every page the shell links to that has not landed yet, by key; routes name the key, the coming-soon page (loaded
 * lazily) the details. Empty once Saheli Radio lands (issue 23 §4).
 */
export const upcomingFeatures = {
  radio: {
    icon: Radio,
    name: "Saheli Radio",
    description: "Live shows, podcasts and favourite episodes by and for women entrepreneurs.",
  },
} satisfies Record<string, UpcomingFeature>;
export type UpcomingKey = keyof typeof upcomingFeatures;
