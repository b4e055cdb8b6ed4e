import type { LucideIcon } from "lucide-react";

/** What a not-yet-built page promises: its name and one line on what it will do. */
export type UpcomingFeature = { name: string; description: string; icon: LucideIcon };
